import { apiAs } from './support/api.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, TABLET } from './support/browser.ts';
import { launchDevices as openDevices, type LaunchedDevices as Devices } from './support/devices.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin, signInJudge } from './support/sign-in.ts';
import { cardOf, createJudgingShow, openCategory, setSlider, type JudgingShow } from './support/judging-fixture.ts';

/**
 * The organiser watches the live dashboard while a judge scores on a tablet in another browser
 * (issue 7 acceptance): the counts, the progress and the top vehicles change within seconds, with
 * no reload. Then the results, the judges-choice page and the downloads.
 */

const PREFIX = 'JDL';
const JUDGE = { email: 'live-judge@e2e.test', password: 'live-judge-pass-2026', fullName: 'Lena Live' };

let admin: Page;
let judge: Page;
let show: JudgingShow;

const judgedBar = () => admin.getByRole('progressbar', { name: 'All vehicles' });

async function score(index: number, values: [number, number], chosen = false): Promise<void> {
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

let devices: Devices;

beforeAll(async () => {
  devices = await openDevices(TABLET);
  ({ admin, device: judge } = devices);
});
afterAll(() => devices.close());

describe('the live dashboard follows the judging', () => {
  it('the organiser sets up the show and opens its dashboard', async () => {
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    show = await createJudgingShow(apiAs(admin), { prefix: PREFIX, judge: JUDGE, vehicleCount: 4 });
    await admin.goto('/admin/dashboard');
    await admin.getByRole('combobox', { name: 'Event' }).selectOption({ label: `${PREFIX} Show` });
    await admin.getByRole('status', { name: 'Live updates' }).getByText('Open').waitFor({ timeout: 15_000 });
    await expect.poll(() => judgedBar().getAttribute('aria-valuenow')).toBe('0');
    // A marker that a reload would wipe out.
    await admin.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  });

  it('a judge scores on a tablet; the dashboard changes within seconds, without a reload', async () => {
    await signInJudge(judge, JUDGE.email, JUDGE.password);
    await openCategory(judge, show);
    await score(0, [9, 8], true);
    await expect.poll(() => judgedBar().getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('1');
    const top = admin.getByRole('list', { name: 'Top Vehicles' });
    await top.getByText(`${show.vehicles[0]?.brand ?? ''} Model`).waitFor({ timeout: 10_000 });

    await score(1, [10, 10]);
    await expect.poll(() => judgedBar().getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('2');
    // The newcomer takes first place; the first vehicle's arrow points down.
    await expect.poll(async () => (await top.getByRole('listitem').first().textContent()) ?? '', { timeout: 10_000 }).toContain(
      `${show.vehicles[1]?.brand ?? ''} Model`,
    );
    await top.getByLabel(/Down 1/).waitFor({ timeout: 10_000 });
    expect(await admin.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await screenshot(admin, 'admin-dashboard');
  });

  it('the results show the scores, the judge’s score and choice; the report downloads as report-{id}.pdf', async () => {
    await admin.goto(`/admin/results/${String(show.eventId)}`);
    await admin.getByRole('heading', { name: `${PREFIX} Show` }).waitFor();
    await admin.getByLabel('Category').selectOption({ label: show.categoryName });
    const table = admin.getByRole('table', { name: 'Results' });
    const first = table.getByRole('row').filter({ hasText: `${show.vehicles[1]?.brand ?? ''} Model` });
    await first.getByText('20/20').first().waitFor();
    const chosen = table.getByRole('row').filter({ hasText: `${show.vehicles[0]?.brand ?? ''} Model` });
    await chosen.getByText('Yes').waitFor();
    await chosen.getByText('17/20').first().waitFor();
    await table.getByRole('row').filter({ hasText: `${show.vehicles[3]?.brand ?? ''} Model` }).getByText('No score available').waitFor();
    await screenshot(admin, 'admin-results');

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download Result' }).click()]);
    expect(download.suggestedFilename()).toBe(`report-${String(show.eventId)}.pdf`);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (process.env.SCREENSHOT_DIR) fs.writeFileSync(path.join(os.tmpdir(), 'showgrid-report.pdf'), bytes);
    await admin.getByText('Finished downloading result').waitFor();

    const [sheet] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download Spreadsheet' }).click()]);
    expect(sheet.suggestedFilename()).toBe(`report-${String(show.eventId)}.xlsx`);
    if (process.env.SCREENSHOT_DIR) fs.copyFileSync(await sheet.path(), path.join(os.tmpdir(), 'showgrid-report.xlsx'));
  });

  it('the judges-choice page shows the judge’s pick as a ranked card', async () => {
    await admin.getByRole('link', { name: 'Judges Choice' }).click();
    await expectPath(admin, `/admin/results/${String(show.eventId)}/judges-choice`);
    await admin.getByLabel('Rank 1').waitFor();
    await admin.getByText(`${show.vehicles[0]?.brand ?? ''} Model`).waitFor();
    await admin.getByText('Finished downloading result').first().waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(admin, 'admin-judges-choice');

    const [picks] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download Result' }).click()]);
    expect(picks.suggestedFilename()).toBe(`report-${String(show.eventId)}.pdf`);
    const bytes = fs.readFileSync(await picks.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (process.env.SCREENSHOT_DIR) fs.writeFileSync(path.join(os.tmpdir(), 'showgrid-judge-picks.pdf'), bytes);
  });
});
