import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { animationsDone, screenshot, TABLET } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { expectPath, signInJudge } from './support/sign-in.ts';
import {
  cardOf,
  newJudge,
  openCategory,
  openJudgeTablet,
  queuedRequests,
  scoreAs,
  seedJudgingShow,
  setSlider,
  type EntryRow,
  type JudgeLogin,
  type JudgingShow,
} from './support/judging-fixture.ts';

/**
 * A tablet in a field without signal (issue 5 acceptance): the judge opens the event online once,
 * then with the network really gone (service worker included) scores three vehicles, one as judges
 * choice, and reloads the page. The service worker brings the app back, the judge store the three
 * waiting scores and the pictures; back online, the server ends with exactly those three entries.
 * Each test seeds its own show (four vehicles with pictures) and judge, and drives its own tablet
 * up to the state it is about.
 */

/** What the judge enters for each of the three vehicles (parameter values, judges choice). */
const SHEETS = [
  { values: [7, 9], chosen: true, note: 'Concours ready.' },
  { values: [4, 2], chosen: false, note: '' },
  { values: [10, 0], chosen: false, note: 'Engine bay unfinished.' },
] as const;

const imageShown = (page: Page, brand: string) =>
  cardOf(page, brand)
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

const api = async <T>(method: string, url: string) => (await adminApi())<T>(method, url);

const useChromium = useBrowser();

/** The test's own show (four Paid vehicles with pictures) and a judge of its own. */
async function seedShow(): Promise<{ login: JudgeLogin; show: JudgingShow }> {
  const login = newJudge('offline-judge', 'Olly Offline');
  const show = await seedJudgingShow('O', login, { vehicleCount: 4, pictures: true });
  return { login, show };
}

/** A fresh tablet for this test. */
const openTablet = async () => {
  const { context, page } = await openPage(useChromium(), TABLET);
  return { judgeContext: context, judge: page };
};

/** The judge opens the event online once: the service worker takes the tablet and caches every picture. */
async function openEventOnline(judge: Page, login: JudgeLogin, show: JudgingShow): Promise<void> {
  await openJudgeTablet(judge, login, show);
  await expect.poll(() => judge.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  for (const vehicle of show.vehicles) await expect.poll(() => imageShown(judge, vehicle.brand)).toBe(true);
  await expect
    .poll(() => judge.evaluate(async () => (await (await caches.open('showgrid-media')).keys()).length), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(show.vehicles.length);
}

/** With the network cut, scores SHEETS on the first three vehicles: each waits on the tablet. */
async function scoreThreeOffline(judgeContext: BrowserContext, judge: Page, show: JudgingShow): Promise<void> {
  await cutNetwork(judgeContext);
  await judge.getByText('You’re offline').waitFor({ timeout: 15_000 });
  for (const [index, sheet] of SHEETS.entries()) {
    const vehicle = show.vehicles[index];
    if (!vehicle) throw new Error('no vehicle');
    await cardOf(judge, vehicle.brand).click();
    await expectPath(judge, '/judge/scoring');
    await setSlider(judge, show.parameterTitles[0], sheet.values[0]);
    await setSlider(judge, show.parameterTitles[1], sheet.values[1]);
    if (sheet.chosen) await judge.getByRole('switch', { name: 'Judges Choice' }).check();
    if (sheet.note) await judge.getByRole('textbox', { name: 'Special Note' }).fill(sheet.note);
    await judge.getByRole('button', { name: 'Submit' }).click();
    await expectPath(judge, '/judge/vehicles');
    await cardOf(judge, vehicle.brand).getByText('Waiting to be sent').waitFor();
  }
  expect(await queuedRequests(judge)).toHaveLength(3);
}

describe('judging with no network, through a reload', () => {
  it('the judge opens the event online once; the service worker takes the tablet', async () => {
    const { login, show } = await seedShow();
    const { judge } = await openTablet();
    await signInJudge(judge, login.email, login.password);
    await openCategory(judge, show);
    await expect.poll(() => judge.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    for (const vehicle of show.vehicles) await expect.poll(() => imageShown(judge, vehicle.brand)).toBe(true);
    // The pictures are in the service worker's cache, not only the HTTP cache.
    await expect
      .poll(() => judge.evaluate(async () => (await (await caches.open('showgrid-media')).keys()).length), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(show.vehicles.length);
  });

  it('scores three vehicles offline, one as judges choice', async () => {
    const { login, show } = await seedShow();
    const { judgeContext, judge } = await openTablet();
    await openEventOnline(judge, login, show);

    await cutNetwork(judgeContext);
    await judge.getByText('You’re offline').waitFor({ timeout: 15_000 });
    for (const [index, sheet] of SHEETS.entries()) {
      const vehicle = show.vehicles[index];
      if (!vehicle) throw new Error('no vehicle');
      await cardOf(judge, vehicle.brand).click();
      await expectPath(judge, '/judge/scoring');
      await setSlider(judge, show.parameterTitles[0], sheet.values[0]);
      await setSlider(judge, show.parameterTitles[1], sheet.values[1]);
      if (sheet.chosen) await judge.getByRole('switch', { name: 'Judges Choice' }).check();
      if (sheet.note) await judge.getByRole('textbox', { name: 'Special Note' }).fill(sheet.note);
      if (index === 0) {
        // The switch and the offline notice settled (a fresh tablet reaches this sooner than before).
        await animationsDone(judge);
        await screenshot(judge, 'judge-scoring-offline');
      }
      await judge.getByRole('button', { name: 'Submit' }).click();
      await expectPath(judge, '/judge/vehicles');
      await cardOf(judge, vehicle.brand).getByText('Waiting to be sent').waitFor();
    }
    expect(await queuedRequests(judge)).toHaveLength(3);
  });

  it('reloads while offline: the app, the three waiting scores and the pictures are still there', async () => {
    const { login, show } = await seedShow();
    const { judgeContext, judge } = await openTablet();
    await openEventOnline(judge, login, show);
    await scoreThreeOffline(judgeContext, judge, show);

    await judge.reload();
    await judge.getByRole('heading', { name: 'Select Vehicle' }).waitFor({ timeout: 15_000 });
    await judge.getByText('You’re offline').waitFor({ timeout: 15_000 });
    for (const vehicle of show.vehicles.slice(0, 3)) {
      await cardOf(judge, vehicle.brand).getByText('Waiting to be sent').waitFor();
    }
    const fourth = show.vehicles[3];
    if (!fourth) throw new Error('no fourth vehicle');
    await cardOf(judge, fourth.brand).getByText('Not scored').waitFor();
    for (const vehicle of show.vehicles) await expect.poll(() => imageShown(judge, vehicle.brand)).toBe(true);
    expect(await queuedRequests(judge)).toHaveLength(3);
    await animationsDone(judge);
    await screenshot(judge, 'judge-vehicles-offline');

    // Choices need the server: offline the page says so (SPEC §2).
    await judge.goto('/judge/choices');
    await judge.getByText('You are offline.').waitFor({ timeout: 15_000 });
    await judge.getByText('You’re offline').waitFor({ timeout: 15_000 });
    await animationsDone(judge);
    await screenshot(judge, 'judge-choices-offline');
    await judge.goto('/judge/vehicles');
    await cardOf(judge, show.vehicles[0]?.brand ?? 'missing')
      .getByText('Waiting to be sent')
      .waitFor();

    // The sheet of a waiting score opens with what the judge entered.
    const first = show.vehicles[0];
    if (!first) throw new Error('no vehicle');
    await cardOf(judge, first.brand).click();
    await expectPath(judge, '/judge/scoring');
    await expect
      .poll(() => judge.getByRole('slider', { name: show.parameterTitles[0], exact: true }).getAttribute('aria-valuenow'))
      .toBe('7');
    await expect.poll(() => judge.getByRole('switch', { name: 'Judges Choice' }).isChecked()).toBe(true);
    await judge.getByRole('link', { name: /Back to Select Vehicle/ }).click();
    await expectPath(judge, '/judge/vehicles');
  });

  it('back online, the server holds exactly the three scores with the entered values', async () => {
    const { login, show } = await seedShow();
    const { judgeContext, judge } = await openTablet();
    await openEventOnline(judge, login, show);
    await scoreThreeOffline(judgeContext, judge, show);

    await restoreNetwork(judgeContext);
    for (const vehicle of show.vehicles.slice(0, 3)) {
      await cardOf(judge, vehicle.brand).getByText('Saved', { exact: true }).waitFor({ timeout: 20_000 });
    }
    await expect.poll(() => queuedRequests(judge), { timeout: 10_000 }).toHaveLength(0);

    const entries = await api<{ data: (EntryRow & { blnTopChoice: boolean; strSpecialNote: string })[] }>(
      'GET',
      `/api/score-entry/?intEventId=${String(show.eventId)}`,
    );
    expect(entries.data).toHaveLength(3);
    const [p1, p2] = show.parameterIds.map(String) as [string, string];
    for (const [index, sheet] of SHEETS.entries()) {
      const rows = entries.data.filter((row) => row.intVehicleId === show.vehicles[index]?.vehicleId);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.objParameterWiseScore).toEqual({ [p1]: sheet.values[0], [p2]: sheet.values[1] });
      expect(rows[0]?.blnTopChoice).toBe(sheet.chosen);
      expect(rows[0]?.strSpecialNote).toBe(sheet.note);
    }

    // The organiser's results read them too.
    const totals = await api<{ arrVehicleScore: { intVehicleId: number; intTotalScore: number; intTopChoiceCount: number }[] }>(
      'GET',
      `/api/total-score/?intEventId=${String(show.eventId)}`,
    );
    for (const [index, sheet] of SHEETS.entries()) {
      const total = totals.arrVehicleScore.find((row) => row.intVehicleId === show.vehicles[index]?.vehicleId);
      expect(total?.intTotalScore).toBe(sheet.values[0] + sheet.values[1]);
      expect(total?.intTopChoiceCount).toBe(sheet.chosen ? 1 : 0);
    }
  });

  it('a score the server lost comes back from the tablet after the next reconnect', async () => {
    // The tablet scored the three offline and sent them once back online.
    const { login, show } = await seedShow();
    const { judgeContext, judge } = await openTablet();
    await openEventOnline(judge, login, show);
    await scoreThreeOffline(judgeContext, judge, show);
    await restoreNetwork(judgeContext);
    for (const vehicle of show.vehicles.slice(0, 3)) {
      await cardOf(judge, vehicle.brand).getByText('Saved', { exact: true }).waitFor({ timeout: 20_000 });
    }
    await expect.poll(() => queuedRequests(judge), { timeout: 10_000 }).toHaveLength(0);

    const lost = show.vehicles[1];
    if (!lost) throw new Error('no vehicle');
    const before = await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
    const entry = before.data.find((row) => row.intVehicleId === lost.vehicleId);
    if (!entry) throw new Error('no entry');
    // The server loses the write (say, restored from a backup taken before it).
    await (
      await adminApi()
    )('DELETE', `/api/score-entry/${String(entry.intScoreId)}/`, undefined, 204);

    await cutNetwork(judgeContext);
    await judge.getByText('You’re offline').waitFor({ timeout: 15_000 });
    await restoreNetwork(judgeContext);
    await expect
      .poll(
        async () => {
          const after = await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
          return after.data.find((row) => row.intVehicleId === lost.vehicleId)?.objParameterWiseScore ?? null;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual(entry.objParameterWiseScore);
    const after = await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
    expect(after.data).toHaveLength(3);
  });

  it('steps aside from the fourth vehicle and takes it back; the server follows', async () => {
    // The first three are scored (the judge's API); the tablet is online.
    const { login, show } = await seedShow();
    await scoreAs(login, show, SHEETS);
    const { judge } = await openTablet();
    await openJudgeTablet(judge, login, show);

    const fourth = show.vehicles[3];
    if (!fourth) throw new Error('no vehicle');
    const recusals = async () =>
      (await api<{ data: { intVehicleId: number }[] }>('GET', `/api/recusal/?intEventId=${String(show.eventId)}`)).data.map(
        (row) => row.intVehicleId,
      );
    await cardOf(judge, fourth.brand).click();
    await expectPath(judge, '/judge/scoring');
    await judge.getByRole('button', { name: 'Step aside' }).click();
    await judge.getByRole('dialog').getByRole('button', { name: 'Step aside' }).click();
    await expectPath(judge, '/judge/vehicles');
    await cardOf(judge, fourth.brand).getByText('Stepped aside').waitFor();
    expect(await recusals()).toEqual([fourth.vehicleId]);

    await cardOf(judge, fourth.brand).click();
    await expectPath(judge, '/judge/scoring');
    await judge.getByRole('button', { name: 'Judge this vehicle' }).waitFor();
    await screenshot(judge, 'judge-scoring-stepped-aside');
    await judge.getByRole('button', { name: 'Judge this vehicle' }).click();
    await judge.getByRole('dialog').getByRole('button', { name: 'Judge this vehicle' }).click();
    await judge.getByRole('slider', { name: show.parameterTitles[0], exact: true }).waitFor();
    expect(await recusals()).toEqual([]);
    await judge.getByRole('link', { name: /Back to Select Vehicle/ }).click();
    await cardOf(judge, fourth.brand).getByText('Not scored').waitFor();
  });
});
