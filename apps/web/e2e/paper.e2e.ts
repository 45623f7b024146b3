import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminApi } from './support/api.ts';
import { animationsDone, LAPTOP, screenshot, TABLET } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { cardOf, newJudge, openJudgeTablet, queuedRequests, seedJudgingShow, setSlider, type EntryRow } from './support/judging-fixture.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin } from './support/sign-in.ts';
import { viewportScreenshot } from './support/viewport-screenshot.ts';

/**
 * Paper when a tablet dies (issue 29, ADR 034). A judge scores a car on a tablet that then loses
 * its connection; the chief judge prints the judge's blank sheet from the coverage page and enters
 * the judge's paper sheet for that car. When the tablet comes back, its sheet is not applied: the
 * server keeps the paper sheet, the tablet adopts it, and the organiser sees the tablet's sheet set
 * aside under Score conflicts, and the paper sheet marked on the car's judges' sheets.
 */

const browser = useBrowser();
const PAPER = [8, 7] as const;

describe('a judge’s paper sheet entered by the chief judge', () => {
  it('is kept against the tablet’s later sheet, which waits as a conflict; every screen says so', async () => {
    const judge = newJudge('paper-judge', 'Pat Paper');
    const show = await seedJudgingShow('P', judge, { vehicleCount: 2 });
    const [car] = show.vehicles;
    if (!car) throw new Error('no car');
    const [paint, engine] = show.parameterTitles;

    // The tablet: the judge scores the car, but the tablet has lost its connection.
    const { context: tabletContext, page: tablet } = await openPage(browser(), TABLET);
    await openJudgeTablet(tablet, judge, show);
    await cutNetwork(tabletContext);
    await cardOf(tablet, car.brand).click();
    await expectPath(tablet, '/judge/scoring');
    await setSlider(tablet, paint, 3);
    await setSlider(tablet, engine, 4);
    await tablet.getByRole('button', { name: 'Submit' }).click();
    await cardOf(tablet, car.brand).getByText('Waiting to be sent', { exact: true }).waitFor();

    // The chief judge: the judge's blank sheet, then the paper sheet entered from the coverage page.
    const { page: admin } = await openPage(browser(), { ...LAPTOP, height: 1000 });
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/admin/coverage/${String(show.eventId)}`);
    const grid = admin.getByRole('table', { name: `Coverage of ${show.categoryName}` });
    const [blank] = await Promise.all([
      admin.waitForEvent('download'),
      grid.getByRole('button', { name: `Blank sheet for ${judge.fullName}, ${show.categoryName}` }).click(),
    ]);
    expect(blank.suggestedFilename()).toMatch(/^blank-sheet-\d+-.+-JDG-\d{3}\.pdf$/);
    expect(
      fs
        .readFileSync(await blank.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await grid
      .getByRole('button', { name: `Waiting: enter paper sheet of ${judge.fullName} for ${car.uniqueId} · ${car.brand} Model` })
      .click();
    const form = admin.getByRole('dialog', { name: `Enter paper sheet: ${car.uniqueId} · ${car.brand} Model` });
    await form.getByLabel(`${paint} (0–10)`).fill(String(PAPER[0]));
    await form.getByLabel(`${engine} (0–10)`).fill(String(PAPER[1]));
    await form.getByLabel('Special note').fill('From the paper sheet: tablet out of battery');
    await animationsDone(admin);
    await viewportScreenshot(admin, 'admin-paper-entry');
    await form.getByRole('button', { name: 'Save paper sheet' }).click();
    await admin.getByText('Paper sheet saved').waitFor();
    await grid
      .getByRole('button', { name: `Scored 15/20: enter paper sheet of ${judge.fullName} for ${car.uniqueId} · ${car.brand} Model` })
      .waitFor();

    // The tablet comes back: its sheet is refused (409) and it takes the paper sheet instead.
    await restoreNetwork(tabletContext);
    await expect.poll(() => queuedRequests(tablet), { timeout: 15_000, interval: 250 }).toHaveLength(0);
    const api = await adminApi();
    const entries = await api<{ data: (EntryRow & { blnFromPaper: boolean; strEnteredByName: string })[] }>(
      'GET',
      `/api/score-entry/?intEventId=${String(show.eventId)}`,
    );
    expect(entries.data).toHaveLength(1);
    expect(entries.data[0]).toMatchObject({
      intVehicleId: car.vehicleId,
      intTotalScore: PAPER[0] + PAPER[1],
      blnFromPaper: true,
      strEnteredByName: 'Admin',
    });
    const conflicts = await api<{ data: { blnKeptFromPaper: boolean; objRejected: { objParameterWiseScore: Record<string, number> } }[] }>(
      'GET',
      `/api/score-conflict/?intEventId=${String(show.eventId)}`,
    );
    expect(conflicts.data).toHaveLength(1);
    expect(conflicts.data[0]).toMatchObject({
      blnKeptFromPaper: true,
      objRejected: { objParameterWiseScore: { [String(show.parameterIds[0])]: 3 } },
    });

    // The organiser: the tablet's sheet set aside, and the paper sheet marked on the car's sheets.
    await admin.goto(`/admin/results/${String(show.eventId)}`);
    const setAside = admin.getByText(
      /the tablet’s sheet from .+ came after the paper sheet entered for this judge and was set aside, not applied\./,
    );
    await setAside.waitFor();
    await setAside.scrollIntoViewIfNeeded();
    await viewportScreenshot(admin, 'admin-results-paper-conflict');
    await admin.getByLabel('Category').selectOption({ label: show.categoryName });
    await admin.getByRole('button', { name: `Judges' sheets of ${car.brand} Model ${car.uniqueId}` }).click();
    const sheets = admin.getByRole('dialog', { name: `Judges' sheets: ${car.brand} Model` });
    const sheet = sheets.getByRole('listitem', { name: `${judge.fullName}'s sheet` });
    await sheet.getByText('Entered from paper', { exact: true }).waitFor();
    await sheet.getByText(/Entered from paper by Admin/).waitFor();
    await animationsDone(admin);
    await screenshot(admin, 'admin-results-sheets-paper');
  });
});
