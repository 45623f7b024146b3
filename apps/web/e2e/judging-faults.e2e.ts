import { describe, expect, it } from 'vitest';
import { TABLET } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { expectPath, signInJudge } from './support/sign-in.ts';
import {
  cardOf,
  newJudge,
  openCategory,
  queuedRequests,
  seedJudgingShow,
  setSlider,
  type ConflictRow,
  type EntryRow,
} from './support/judging-fixture.ts';

/**
 * Fault test (PRODUCT "Offline judging": nothing lost, nothing applied twice). One judge scores 20
 * vehicles and then edits some of them while the network is cut and restored 50 times at moments
 * chosen by a seeded generator (repeatable): between opening a sheet, moving sliders, and right
 * after Submit while the write may be in flight. At the end, online, the queue drains and the
 * server holds exactly one entry per vehicle with the last values the judge entered.
 */

const VEHICLES = 20;
const EDITS = 10;
const TOGGLES = 50;
const SEED = 0x5eed2026;

/** mulberry32: a small seeded generator, so a failing run can be replayed exactly. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const api = async <T>(method: string, url: string) => (await adminApi())<T>(method, url);

const useChromium = useBrowser();

describe('scoring through a flapping network', () => {
  it('scores 20 vehicles and edits 10 while the network toggles 50 times; the server ends with the last values, once each', async () => {
    // The test's own show of 20 vehicles and judge (the organiser's API), and its own tablet.
    const login = newJudge('faults-judge', 'Fay Faults');
    const show = await seedJudgingShow('F', login, { vehicleCount: VEHICLES });
    const { context: judgeContext, page: judge } = await openPage(useChromium(), TABLET);
    await signInJudge(judge, login.email, login.password);
    await openCategory(judge, show);

    const random = seeded(SEED);
    const int = (below: number) => Math.floor(random() * below);
    let offline = false;
    let toggles = 0;
    /** Flips the network, and waits until the tablet's page sees the new state (navigator.onLine). */
    const toggle = async () => {
      offline = !offline;
      toggles += 1;
      await (offline ? cutNetwork(judgeContext) : restoreNetwork(judgeContext));
      await judge.waitForFunction((online) => navigator.onLine === online, !offline);
    };
    /** At a step boundary: maybe flip the network. */
    const maybeToggle = async () => {
      if (toggles >= TOGGLES || random() >= 0.4) return;
      await toggle();
    };

    let submittedOffline = 0;
    const last = new Map<number, [number, number]>();
    const order = [...show.vehicles.map((_, i) => i), ...Array.from({ length: EDITS }, () => int(VEHICLES))];
    for (const [step, index] of order.entries()) {
      const vehicle = show.vehicles[index];
      if (!vehicle) throw new Error('no vehicle');
      const values: [number, number] = [int(11), int(11)];
      await cardOf(judge, vehicle.brand).click();
      await expectPath(judge, '/judge/scoring');
      // The first sheet is opened online so the parameters are on the tablet.
      if (step > 0) await maybeToggle();
      await setSlider(judge, show.parameterTitles[0], values[0]);
      await maybeToggle();
      await setSlider(judge, show.parameterTitles[1], values[1]);
      await maybeToggle();
      if (offline) submittedOffline += 1;
      await judge.getByRole('button', { name: 'Submit' }).click();
      await maybeToggle();
      await expectPath(judge, '/judge/vehicles');
      last.set(vehicle.vehicleId, values);
      await maybeToggle();
    }
    const togglesWhileScoring = toggles;
    // The network was really cut for part of the scoring.
    expect(submittedOffline).toBeGreaterThan(0);
    // Whatever toggles the scoring steps did not use happen now, one after another: each once the
    // tablet has seen the last (an outbox pass may be under way when the next comes).
    while (toggles < TOGGLES) await toggle();
    expect(offline).toBe(false);
    await restoreNetwork(judgeContext);

    await expect.poll(() => queuedRequests(judge), { timeout: 30_000, interval: 500 }).toHaveLength(0);
    for (const vehicle of show.vehicles) {
      await cardOf(judge, vehicle.brand).getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    }

    const [p1, p2] = show.parameterIds.map(String) as [string, string];
    const entries = await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
    expect(entries.data).toHaveLength(VEHICLES);
    const byVehicle = new Map<number, EntryRow[]>();
    for (const row of entries.data) byVehicle.set(row.intVehicleId, [...(byVehicle.get(row.intVehicleId) ?? []), row]);
    for (const vehicle of show.vehicles) {
      const rows = byVehicle.get(vehicle.vehicleId) ?? [];
      expect(rows, vehicle.uniqueId).toHaveLength(1);
      const values = last.get(vehicle.vehicleId);
      expect(rows[0]?.intJudgeId).toBe(show.judgeId);
      expect({ id: vehicle.uniqueId, ...rows[0]?.objParameterWiseScore }).toEqual({
        id: vehicle.uniqueId,
        [p1]: values?.[0],
        [p2]: values?.[1],
      });
    }
    const conflicts = await api<{ data: ConflictRow[] }>('GET', `/api/score-conflict/?intEventId=${String(show.eventId)}`);
    console.log(
      `faults: ${String(toggles)} toggles (${String(togglesWhileScoring)} while scoring), ${String(order.length)} submissions (${String(submittedOffline)} offline),`,
      `${String(conflicts.data.length)} conflicts recorded`,
    );
  }, 120_000);
});
