import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { readDeviceStore, TABLET } from './support/browser.ts';
import { launchDevices as openDevices, type LaunchedDevices as Devices } from './support/devices.ts';
import { apiAs } from './support/api.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, fillLogin, signInAdmin, signInJudge } from './support/sign-in.ts';
import { cardOf, createJudgingShow, openCategory, queuedRequests, setSlider, type EntryRow, type JudgingShow } from './support/judging-fixture.ts';

/**
 * Queued scores and the session (PRODUCT "Offline judging", SPEC §2/§4): an expired session never
 * discards the queue — the judge signs in again and it replays; only the already-logged-in Cancel
 * (which signs every tab out) clears the judging data and the queue, and the next judge on the
 * tablet starts from nothing. Score writes are held back by a route that drops them, so the
 * queue stays full while the rest of the app works.
 */

const JUDGE_A = { email: 'session-a@e2e.test', password: 'session-a-pass-2026', fullName: 'Ann Session' };
const JUDGE_B = { email: 'session-b@e2e.test', password: 'session-b-pass-2026', fullName: 'Ben Session' };
const SCORE_WRITES = '**/api/score-entry/**';

let tablet: BrowserContext;
let admin: Page;
let judge: Page;
let showA: JudgingShow;
let showB: JudgingShow;

const api = <T>(method: string, url: string) => apiAs(admin)<T>(method, url);
const entriesOf = async (show: JudgingShow) =>
  (await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`)).data;

const holdScoreWrites = () =>
  tablet.route(SCORE_WRITES, (route) => (route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected')));
const releaseScoreWrites = () => tablet.unroute(SCORE_WRITES);

async function scoreWaiting(page: Page, show: JudgingShow, index: number, values: [number, number]): Promise<void> {
  const vehicle = show.vehicles[index];
  if (!vehicle) throw new Error('no vehicle');
  await cardOf(page, vehicle.brand).click();
  await expectPath(page, '/judge/scoring');
  await setSlider(page, show.parameterTitles[0], values[0]);
  await setSlider(page, show.parameterTitles[1], values[1]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectPath(page, '/judge/vehicles');
  await cardOf(page, vehicle.brand).getByText('Waiting to be sent').waitFor();
}

let devices: Devices;

beforeAll(async () => {
  devices = await openDevices(TABLET);
  ({ admin, deviceContext: tablet, device: judge } = devices);
});
afterAll(() => devices.close());

describe('queued scores across sessions', () => {
  it('the organiser sets up two judges, each with a show (API)', async () => {
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    showA = await createJudgingShow(apiAs(admin), { prefix: 'JSA', judge: JUDGE_A, vehicleCount: 3 });
    showB = await createJudgingShow(apiAs(admin), { prefix: 'JSB', judge: JUDGE_B, vehicleCount: 2 });
  });

  it('an expired session keeps the queue: the judge signs in again and the score reaches the server', async () => {
    await signInJudge(judge, JUDGE_A.email, JUDGE_A.password);
    await openCategory(judge, showA);
    await holdScoreWrites();
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

    await releaseScoreWrites();
    await fillLogin(judge, JUDGE_A.email, JUDGE_A.password);
    await judge.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(judge, '/judge/category');
    await expect.poll(() => queuedRequests(judge), { timeout: 15_000 }).toHaveLength(0);
    const entries = await entriesOf(showA);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.objParameterWiseScore).toEqual({ [String(showA.parameterIds[0])]: 6, [String(showA.parameterIds[1])]: 3 });
  });

  it('the already-logged-in Cancel signs every tab out and clears the judging data and the queue', async () => {
    await openCategory(judge, showA);
    await holdScoreWrites();
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
    await signInJudge(judge, JUDGE_A.email, JUDGE_A.password);
    await openCategory(judge, showA);
    await scoreWaiting(judge, showA, 0, [4, 4]);
    await releaseScoreWrites();
    await cardOf(judge, showA.vehicles[0]?.brand ?? 'missing').getByText('Saved').waitFor({ timeout: 15_000 });
    expect((await entriesOf(showA)).map((entry) => entry.intVehicleId)).toEqual([showA.vehicles[0]?.vehicleId]);
    await second.close();
    await judge.getByRole('button', { name: 'Logout' }).click();
    await expectPath(judge, '/judge/login');
  });

  it('the next judge on the tablet starts from nothing and sees only their own show', async () => {
    await signInJudge(judge, JUDGE_B.email, JUDGE_B.password);
    await openCategory(judge, showB);
    for (const vehicle of showB.vehicles) await cardOf(judge, vehicle.brand).getByText('Not scored').waitFor();
    expect(await judge.getByRole('button', { name: new RegExp(showA.vehicles[0]?.brand ?? 'missing') }).count()).toBe(0);
  });
});
