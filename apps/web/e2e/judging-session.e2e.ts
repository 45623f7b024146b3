import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { readDeviceStore, TABLET } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { expectPath, fillLogin, signInJudge } from './support/sign-in.ts';
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
  type JudgingShow,
} from './support/judging-fixture.ts';

/**
 * Queued scores and the session (PRODUCT "Offline judging", SPEC §2/§4): an expired session never
 * discards the queue — the judge signs in again and it replays; only the already-logged-in Cancel
 * (which signs every tab out) clears the judging data and the queue, and the next judge on the
 * tablet starts from nothing. Score writes are held back by a route that drops them, so the
 * queue stays full while the rest of the app works. Each test seeds its own judges and shows
 * (the organiser's API) and uses a tablet of its own.
 */

const SCORE_WRITES = '**/api/score-entry/**';

const useChromium = useBrowser();

const api = async <T>(method: string, url: string) => (await adminApi())<T>(method, url);
const entriesOf = async (show: JudgingShow) =>
  (await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`)).data;

const holdScoreWrites = (tablet: BrowserContext) =>
  tablet.route(SCORE_WRITES, (route) => (route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected')));
const releaseScoreWrites = (tablet: BrowserContext) => tablet.unroute(SCORE_WRITES);

/** Judge A (three vehicles) or judge B (two), each with a show of their own. */
async function seedJudgeA() {
  const judgeA = newJudge('session-a', 'Ann Session');
  return { judgeA, showA: await seedJudgingShow('A', judgeA, { vehicleCount: 3 }) };
}
async function seedJudgeB() {
  const judgeB = newJudge('session-b', 'Ben Session');
  return { judgeB, showB: await seedJudgingShow('B', judgeB, { vehicleCount: 2 }) };
}

/** A fresh tablet for this test. */
const openTablet = async () => {
  const { context, page } = await openPage(useChromium(), TABLET);
  return { tablet: context, judge: page };
};

async function scoreVehicle(page: Page, show: JudgingShow, index: number, values: [number, number]): Promise<string> {
  const vehicle = show.vehicles[index];
  if (!vehicle) throw new Error('no vehicle');
  await cardOf(page, vehicle.brand).click();
  await expectPath(page, '/judge/scoring');
  await setSlider(page, show.parameterTitles[0], values[0]);
  await setSlider(page, show.parameterTitles[1], values[1]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectPath(page, '/judge/vehicles');
  return vehicle.brand;
}

async function scoreWaiting(page: Page, show: JudgingShow, index: number, values: [number, number]): Promise<void> {
  const brand = await scoreVehicle(page, show, index, values);
  await cardOf(page, brand).getByText('Waiting to be sent').waitFor();
}

describe('queued scores across sessions', () => {
  it('an expired session keeps the queue: the judge signs in again and the score reaches the server', async () => {
    const { judgeA, showA } = await seedJudgeA();
    const { tablet, judge } = await openTablet();
    await signInJudge(judge, judgeA.email, judgeA.password);
    await openCategory(judge, showA);
    await holdScoreWrites(tablet);
    await scoreWaiting(judge, showA, 0, [6, 3]);
    expect(await queuedRequests(judge)).toHaveLength(1);

    // The session dies while the score waits: both tokens are refused from now on.
    await judge.evaluate(
      ([store, accessKey, refreshKey]) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('zustand-db');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(store, 'readwrite');
            tx.objectStore(store).put('expired.access.token', accessKey);
            tx.objectStore(store).put('expired-refresh-token', refreshKey);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      ['user-storage', 'accessToken', 'refreshToken'] as const,
    );
    await judge.reload();
    await expectPath(judge, '/judge/login');
    expect(await queuedRequests(judge)).toHaveLength(1);

    await releaseScoreWrites(tablet);
    await fillLogin(judge, judgeA.email, judgeA.password);
    await judge.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(judge, '/judge/category');
    await expect.poll(() => queuedRequests(judge), { timeout: 15_000 }).toHaveLength(0);
    const entries = await entriesOf(showA);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.objParameterWiseScore).toEqual({ [String(showA.parameterIds[0])]: 6, [String(showA.parameterIds[1])]: 3 });
  });

  it('the already-logged-in Cancel signs every tab out and clears the judging data and the queue', async () => {
    // The server already holds judge A's score for the first vehicle (the judge's API).
    const { judgeA, showA } = await seedJudgeA();
    await scoreAs(judgeA, showA, [{ values: [6, 3] }]);
    const { tablet, judge } = await openTablet();
    await signInJudge(judge, judgeA.email, judgeA.password);
    await openCategory(judge, showA);
    await holdScoreWrites(tablet);
    await scoreWaiting(judge, showA, 1, [2, 2]);
    expect(await queuedRequests(judge)).toHaveLength(1);

    const second = await tablet.newPage();
    await second.goto('/judge/login');
    await second.getByRole('dialog', { name: 'Warning!' }).getByRole('button', { name: 'Cancel' }).click();
    await expectPath(judge, '/judge/login');
    await expect.poll(() => queuedRequests(second)).toHaveLength(0);
    const judgeData = String(await readDeviceStore(second, 'judge-store', 'judge'));
    expect(judgeData).not.toContain(showA.vehicles[1]?.brand ?? 'missing');
    expect(judgeData).toContain('"sheets":{}');

    // The cleared score never reaches the server, even once writes get through again. The sentinel
    // is a newer score from the tab that held it, signed in again: the outbox sends the waiting
    // scores oldest first, one at a time, so once the newer one is saved anything that tab still
    // held has gone before it. It re-scores the vehicle the server already has, so no entry is added.
    await signInJudge(judge, judgeA.email, judgeA.password);
    await openCategory(judge, showA);
    await scoreWaiting(judge, showA, 0, [4, 4]);
    await releaseScoreWrites(tablet);
    await cardOf(judge, showA.vehicles[0]?.brand ?? 'missing')
      .getByText('Saved')
      .waitFor({ timeout: 15_000 });
    expect((await entriesOf(showA)).map((entry) => entry.intVehicleId)).toEqual([showA.vehicles[0]?.vehicleId]);
    await second.close();
    await judge.getByRole('button', { name: 'Logout' }).click();
    await expectPath(judge, '/judge/login');
  });

  it('the next judge on the tablet starts from nothing and sees only their own show', async () => {
    const { judgeA, showA } = await seedJudgeA();
    const { judgeB, showB } = await seedJudgeB();
    // Judge A used the tablet before: scored a vehicle, then logged out.
    const { judge } = await openTablet();
    await openJudgeTablet(judge, judgeA, showA);
    const scored = await scoreVehicle(judge, showA, 0, [4, 4]);
    await cardOf(judge, scored).getByText('Saved').waitFor({ timeout: 15_000 });
    await judge.getByRole('button', { name: 'Logout' }).click();
    await expectPath(judge, '/judge/login');

    await signInJudge(judge, judgeB.email, judgeB.password);
    await openCategory(judge, showB);
    for (const vehicle of showB.vehicles) await cardOf(judge, vehicle.brand).getByText('Not scored').waitFor();
    expect(await judge.getByRole('button', { name: new RegExp(showA.vehicles[0]?.brand ?? 'missing') }).count()).toBe(0);
  });
});
