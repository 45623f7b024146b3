import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Page } from 'playwright-core';
import { API } from '@showgrid/shared/paths';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { pdfText } from '../../server/test/helpers/pdf-text.ts';
import { adminApi } from './support/api.ts';
import { animationsDone, baseUrl, screenshot } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { createJudge, newJudge, scoreAs, seedJudgingShow, type JudgeLogin, type SheetValues } from './support/judging-fixture.ts';
import { ADMIN } from './support/seed.ts';
import { signInAdmin } from './support/sign-in.ts';

/**
 * Scoring rules per event (issue 20, ADR 029), seen by the organiser: five judges score three
 * vehicles through the API; under Points one judge's outlier keeps the best car second. The
 * organiser sets Drop high and low and medal bands in the event form; the results, the PDF
 * report and the awards screen then rank by the middle three judges and give the medals.
 */

const browser = useBrowser();
const LAPTOP_TALL = { width: 1366, height: 1000 };
const PROJECTOR = { width: 1920, height: 1080 };

/**
 * Per judge, the two parameters (out of 10 each) of [outlier, steady, bronze]. The outlier car has
 * 18/20 from four judges and 2/20 from one: 74/100 under Points, behind the steady car's 85/100;
 * dropping each car's highest and lowest judge gives it 54/60 = 90% (Gold) against 51/60 = 85%
 * (Silver). The third car: 72/100 under Points, 43/60 ≈ 71.7% dropped (Bronze).
 */
const SHEETS: readonly (readonly SheetValues[])[] = [
  [{ values: [9, 9] }, { values: [9, 8] }, { values: [7, 7] }],
  [{ values: [9, 9] }, { values: [9, 8] }, { values: [8, 7] }],
  [{ values: [9, 9] }, { values: [9, 8] }, { values: [7, 7] }],
  [{ values: [9, 9] }, { values: [9, 8] }, { values: [8, 7] }],
  [{ values: [1, 1] }, { values: [9, 8] }, { values: [7, 7] }],
];

/** The organiser's bearer token, for a download the JSON helper cannot read. */
async function adminToken(): Promise<string> {
  const res = await fetch(new URL('/api/auth/token/', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  expect(res.status).toBe(200);
  return z.object({ access: z.string() }).parse(await res.json()).access;
}

/** The vehicles of the results table, top to bottom, by their row's text. */
async function resultRows(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: 'Results' }).locator('tbody tr').allInnerTexts();
}

describe('scoring rules on the organiser’s screens', () => {
  it('drop high and low with medal bands, set in the event form, ranks the results, the report and the awards', async () => {
    const first = newJudge('rules-1', 'Rita Rules');
    const show = await seedJudgingShow('R', first, { vehicleCount: 3 });
    const api = await adminApi();
    const others: JudgeLogin[] = [2, 3, 4, 5].map((n) => newJudge(`rules-${String(n)}`, `Judge ${String(n)} Rules`));
    const otherIds: number[] = [];
    for (const judge of others) otherIds.push(await createJudge(api, judge));
    const eventUrl = API.event(show.eventId);
    const { data: event } = await api<{ data: ShowEvent }>('GET', eventUrl);
    const title = event.strEventTitle;
    await api('PUT', eventUrl, {
      strEventTitle: title,
      strEventLocation: event.strEventLocation,
      strEventStartDateTime: event.strEventStartDateTime,
      arrVehicleCategory: event.arrVehicleCategory.map((category) => category.id),
      arrJudges: [show.judgeId, ...otherIds],
    });
    const judges = [first, ...others];
    for (const [index, judge] of judges.entries()) await scoreAs(judge, show, SHEETS[index] ?? []);
    const [outlier, steady, bronze] = show.vehicles;
    if (!outlier || !steady || !bronze) throw new Error('the show has three vehicles');

    // Under Points (the default) the outlier judge keeps the best car second.
    const ranking = async () =>
      (await api<{ data: RankingRow[] }>('GET', `${API.ranking}?intEventId=${String(show.eventId)}`)).data.map((row) => [
        row.strVehicleName,
        row.strTotalScore,
      ]);
    expect((await ranking()).map(([name]) => name)).toEqual([steady, outlier, bronze].map((v) => expect.stringContaining(v.brand)));

    // The organiser sets the rule and the medal bands in the event form.
    const { page } = await openPage(browser(), LAPTOP_TALL);
    await signInAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/manage-events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Event' });
    const scoring = dialog.getByRole('group', { name: 'Scoring' });
    await scoring.getByLabel('Scoring rule').selectOption({ label: 'Drop high and low' });
    await scoring.getByLabel('Drop high and low from N judges').fill('5');
    await scoring.getByRole('switch', { name: 'Medal bands' }).check();
    await scoring.getByLabel('Gold from (% of the maximum)').fill('90');
    await scoring.getByLabel('Silver from (% of the maximum)').fill('80');
    await scoring.getByLabel('Bronze from (% of the maximum)').fill('70');
    const [paint] = show.parameterTitles;
    const paintOption = `Parameter: ${paint} (${show.categoryName.replace(/ Category$/, ' Type')})`;
    await scoring.getByLabel('Add a tie-break').selectOption({ label: paintOption });
    await scoring.getByRole('button', { name: 'Add tie-break' }).click();
    await scoring.getByRole('button', { name: `Move ${paintOption} up` }).click();
    await scoring.getByRole('button', { name: `Move ${paintOption} up` }).click();
    await scoring.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-scoring-form');
    await dialog.getByRole('button', { name: 'Update' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Event Update' });
    await confirm.getByText('Drop high and low (5+ judges) · Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Event updated').waitFor();
    const saved = (await api<{ data: ShowEvent }>('GET', eventUrl)).data;
    expect(saved).toMatchObject({
      strScoringRule: 'drop-high-low',
      intDropMinJudges: 5,
      objMedalBands: { gold: 90, silver: 80, bronze: 70 },
      arrTieBreak: ['score', `parameter:${String(show.parameterIds[0])}`, 'picks', 'votes', 'organiser'],
    });

    // The results: ranked by the middle three judges, each car's medal in words.
    await page.goto(`/admin/results/${String(show.eventId)}`);
    await page.getByLabel('Category').selectOption({ label: show.categoryName });
    const note = page.getByRole('note', { name: 'How the results are ranked' });
    await note.getByText(`Ranked by: Drop high and low (5+ judges) · tie-break: Score (x/y), Parameter: ${paint}, Judges' picks`).waitFor();
    expect(await note.innerText()).toContain('Medals: Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum');
    await expect.poll(() => resultRows(page)).toHaveLength(3);
    const rows = await resultRows(page);
    expect(rows[0]).toContain(outlier.brand);
    expect(rows[0]).toMatch(/54\/60\s*3 of 5 judges counted\s*Gold/);
    expect(rows[1]).toContain(steady.brand);
    expect(rows[1]).toMatch(/51\/60\s*3 of 5 judges counted\s*Silver/);
    expect(rows[2]).toContain(bronze.brand);
    expect(rows[2]).toMatch(/43\/60\s*3 of 5 judges counted\s*Bronze/);
    await page.getByRole('region', { name: 'Awards and published results' }).waitFor();
    await animationsDone(page);
    await screenshot(page, 'results-medals');

    // The PDF report names the rule and gives the medals.
    const pdf = await fetch(new URL(API.report(show.eventId, true), baseUrl()), {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('Drop high and low (5+ judges)');
    for (const medal of ['Gold', 'Silver', 'Bronze']) expect(text).toContain(medal);

    // The awards screen: each place revealed with its medal, the rule in small print.
    const { page: projector } = await openPage(browser(), PROJECTOR);
    await signInAdmin(projector, ADMIN.email, ADMIN.password);
    await projector.goto(`/awards/${String(show.eventId)}`);
    await projector.getByText('Ranked by: Drop high and low (5+ judges)').waitFor();
    for (let step = 0; step < 4; step += 1) await projector.keyboard.press('ArrowRight');
    const place = (name: string) => projector.getByRole('region', { name });
    await place('First place').getByText(new RegExp(outlier.brand)).waitFor();
    await place('First place').getByText('Gold', { exact: true }).waitFor();
    await place('Second place').getByText('Silver', { exact: true }).waitFor();
    await place('Third place').getByText('Bronze', { exact: true }).waitFor();
    await animationsDone(projector);
    await screenshot(projector, 'awards-medals');
  });
});
