import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { adminApi, signedInApi } from './support/api.ts';
import { screenshot, TABLET } from './support/browser.ts';
import { openDevices, openPage, useBrowser } from './support/devices.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin, signInJudge } from './support/sign-in.ts';
import { uniqueEmail, uniquePrefix } from './support/unique.ts';
import { cardOf, createJudgingShow, openCategory, setSlider, type JudgingShow } from './support/judging-fixture.ts';

/**
 * The organiser watches the live dashboard while a judge scores on a tablet in another browser
 * (issue 7 acceptance): the counts, the progress and the top vehicles change within seconds, with
 * no reload. Then the results, the judges-choice page and the downloads.
 *
 * Each test seeds its own show and judge; the results and judges-choice tests have the judge's
 * scores given through the judge's API first (the first vehicle 9 + 8 and picked, the second 10 + 10).
 */

interface LiveShow {
  prefix: string;
  show: JudgingShow;
  judge: { email: string; password: string; fullName: string };
}

const browser = useBrowser();

/** This test's show: four Paid vehicles, and a judge of its own whose first event it is. */
async function seedShow(): Promise<LiveShow> {
  const prefix = uniquePrefix('L');
  const judge = { email: uniqueEmail('live-judge'), password: 'live-judge-pass-2026', fullName: 'Lena Live' };
  const show = await createJudgingShow(await adminApi(), { prefix, judge, vehicleCount: 4 });
  return { prefix, show, judge };
}

/** The judge's sheet for the vehicle at `index`, saved through the judge's API as the tablet saves it. */
async function scoreThroughTheApi({ show, judge }: LiveShow, index: number, values: [number, number], chosen = false): Promise<void> {
  const vehicle = show.vehicles[index];
  if (!vehicle) throw new Error('no vehicle');
  const body: ScoreEntryBody = {
    intEventId: show.eventId,
    intVehicleId: vehicle.vehicleId,
    objParameterWiseScore: { [String(show.parameterIds[0])]: values[0], [String(show.parameterIds[1])]: values[1] },
    blnTopChoice: chosen,
    dtEditedAt: new Date().toISOString(),
  };
  const api = await signedInApi(judge.email, judge.password);
  await api(scoreEntriesApi.create.method, scoreEntriesApi.create.path, body, 201);
}

/** What the judging leaves for the results: the first vehicle 17/20 and picked, the second 20/20, the fourth unscored. */
async function seedScores(live: LiveShow): Promise<void> {
  await scoreThroughTheApi(live, 0, [9, 8], true);
  await scoreThroughTheApi(live, 1, [10, 10]);
}

const judgedBar = (admin: Page) => admin.getByRole('progressbar', { name: 'All vehicles' });

/** The organiser signs in and opens the show's dashboard, live and with nothing judged yet. */
async function openDashboard(admin: Page, { prefix }: LiveShow): Promise<void> {
  await signInAdmin(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('combobox', { name: 'Event' }).selectOption({ label: `${prefix} Show` });
  await admin.getByRole('status', { name: 'Live updates' }).getByText('Open').waitFor({ timeout: 15_000 });
  await expect.poll(() => judgedBar(admin).getAttribute('aria-valuenow')).toBe('0');
  // A marker that a reload would wipe out.
  await admin.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
}

async function score(judge: Page, show: JudgingShow, index: number, values: [number, number], chosen = false): Promise<void> {
  const vehicle = show.vehicles[index];
  if (!vehicle) throw new Error('no vehicle');
  await cardOf(judge, vehicle.brand).click();
  await expectPath(judge, '/judge/scoring');
  await setSlider(judge, show.parameterTitles[0], values[0]);
  await setSlider(judge, show.parameterTitles[1], values[1]);
  if (chosen) await judge.getByRole('switch', { name: 'Judges Choice' }).check();
  await judge.getByRole('button', { name: 'Submit' }).click();
  await expectPath(judge, '/judge/vehicles');
  await cardOf(judge, vehicle.brand).getByText('Saved', { exact: true }).waitFor();
}

describe('the live dashboard follows the judging', () => {
  it('the organiser sets up the show and opens its dashboard', async () => {
    const live = await seedShow();
    const { page: admin } = await openPage(browser());
    await openDashboard(admin, live);
  });

  it('a judge scores on a tablet; the dashboard changes within seconds, without a reload', async () => {
    const live = await seedShow();
    const { show } = live;
    const { admin, device: judge } = await openDevices(browser(), TABLET);
    await openDashboard(admin, live);
    await signInJudge(judge, live.judge.email, live.judge.password);
    await openCategory(judge, show);
    await score(judge, show, 0, [9, 8], true);
    await expect.poll(() => judgedBar(admin).getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('1');
    const top = admin.getByRole('list', { name: 'Top Vehicles' });
    await top.getByText(`${show.vehicles[0]?.brand ?? ''} Model`).waitFor({ timeout: 10_000 });

    await score(judge, show, 1, [10, 10]);
    await expect.poll(() => judgedBar(admin).getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('2');
    // The newcomer takes first place; the first vehicle's arrow points down.
    await expect
      .poll(async () => (await top.getByRole('listitem').first().textContent()) ?? '', { timeout: 10_000 })
      .toContain(`${show.vehicles[1]?.brand ?? ''} Model`);
    await top.getByLabel(/Down 1/).waitFor({ timeout: 10_000 });
    expect(await admin.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await screenshot(admin, 'admin-dashboard');
  });

  it('the results show the scores, the judge’s score and choice; the report downloads as report-{id}.pdf', async () => {
    const live = await seedShow();
    const { prefix, show } = live;
    await seedScores(live);
    const { page: admin } = await openPage(browser());
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/admin/results/${String(show.eventId)}`);
    await admin.getByRole('heading', { name: `${prefix} Show` }).waitFor();
    await admin.getByLabel('Category').selectOption({ label: show.categoryName });
    const table = admin.getByRole('table', { name: 'Results' });
    const first = table.getByRole('row').filter({ hasText: `${show.vehicles[1]?.brand ?? ''} Model` });
    await first.getByText('20/20').first().waitFor();
    const chosen = table.getByRole('row').filter({ hasText: `${show.vehicles[0]?.brand ?? ''} Model` });
    await chosen.getByText('Yes').waitFor();
    await chosen.getByText('17/20').first().waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: `${show.vehicles[3]?.brand ?? ''} Model` })
      .getByText('No score available')
      .waitFor();
    await screenshot(admin, 'admin-results');

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download Result' }).click()]);
    expect(download.suggestedFilename()).toBe(`report-${String(show.eventId)}.pdf`);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (process.env.SCREENSHOT_DIR) fs.writeFileSync(path.join(os.tmpdir(), 'showgrid-report.pdf'), bytes);
    await admin.getByText('Finished downloading result').waitFor();

    const [sheet] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download Spreadsheet' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe(`report-${String(show.eventId)}.xlsx`);
    if (process.env.SCREENSHOT_DIR) fs.copyFileSync(await sheet.path(), path.join(os.tmpdir(), 'showgrid-report.xlsx'));
  });

  it('the judges-choice page shows the judge’s pick as a ranked card', async () => {
    const live = await seedShow();
    const { prefix, show } = live;
    await seedScores(live);
    const { page: admin } = await openPage(browser());
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    // From the show's results page, as the organiser comes to it.
    await admin.goto(`/admin/results/${String(show.eventId)}`);
    await admin.getByRole('heading', { name: `${prefix} Show` }).waitFor();
    await admin.getByRole('link', { name: 'Judges Choice' }).click();
    await expectPath(admin, `/admin/results/${String(show.eventId)}/judges-choice`);
    await admin.getByLabel('Rank 1').waitFor();
    await admin.getByText(`${show.vehicles[0]?.brand ?? ''} Model`).waitFor();
    await admin.getByText('Finished downloading result').first().waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(admin, 'admin-judges-choice');

    const [picks] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download Result' }).click()]);
    // Named apart from the results report (issue 18): the judge's picks, with their judge id.
    expect(picks.suggestedFilename()).toMatch(new RegExp(`^judges-choice-${String(show.eventId)}-JDG-\\d{3}\\.pdf$`));
    const bytes = fs.readFileSync(await picks.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (process.env.SCREENSHOT_DIR) fs.writeFileSync(path.join(os.tmpdir(), 'showgrid-judge-picks.pdf'), bytes);
  });
});
