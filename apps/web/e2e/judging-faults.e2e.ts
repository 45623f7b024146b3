import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { TABLET } from './support/browser.ts';
import { launchDevices as openDevices, type LaunchedDevices as Devices } from './support/devices.ts';
import { apiAs } from './support/api.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin, signInJudge } from './support/sign-in.ts';
import {
  cardOf,
  createJudgingShow,
  openCategory,
  queuedRequests,
  setSlider,
  type ConflictRow,
  type EntryRow,
  type JudgingShow,
} from './support/judging-fixture.ts';

/**
 * Fault test (PRODUCT "Offline judging": nothing lost, nothing applied twice). One judge scores 20
 * vehicles and then edits some of them while the network is cut and restored 50 times at moments
 * chosen by a seeded generator (repeatable): between opening a sheet, moving sliders, and right
 * after Submit while the write may be in flight. At the end, online, the queue drains and the
 * server holds exactly one entry per vehicle with the last values the judge entered.
 */

const PREFIX = 'JFX';
const JUDGE = { email: 'faults-judge@e2e.test', password: 'faults-judge-pass-2026', fullName: 'Fay Faults' };
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

let judgeContext: BrowserContext;
let admin: Page;
let judge: Page;
let show: JudgingShow;

const api = <T>(method: string, url: string) => apiAs(admin)<T>(method, url);

let devices: Devices;

beforeAll(async () => {
  devices = await openDevices(TABLET);
  ({ admin, deviceContext: judgeContext, device: judge } = devices);
});
afterAll(() => devices.close());

describe('scoring through a flapping network', () => {
  it('the organiser sets up the show and the judge (API)', async () => {
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    show = await createJudgingShow(apiAs(admin), { prefix: PREFIX, judge: JUDGE, vehicleCount: VEHICLES });
  });

  it(
    'scores 20 vehicles and edits 10 while the network toggles 50 times; the server ends with the last values, once each',
    async () => {
      await signInJudge(judge, JUDGE.email, JUDGE.password);
      await openCategory(judge, show);

      const random = seeded(SEED);
      const int = (below: number) => Math.floor(random() * below);
      let offline = false;
      let toggles = 0;
      const toggle = async () => {
        offline = !offline;
        toggles += 1;
        await (offline ? cutNetwork(judgeContext) : restoreNetwork(judgeContext));
      };
      /** At a step boundary: maybe wait a little, maybe flip the network. */
      const maybeToggle = async () => {
        if (toggles >= TOGGLES || random() >= 0.4) return;
        await judge.waitForTimeout(int(150));
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
      // Whatever toggles the scoring steps did not use happen now, at random short intervals.
      while (toggles < TOGGLES) {
        await judge.waitForTimeout(50 + int(250));
        await toggle();
      }
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
        expect({ id: vehicle.uniqueId, ...rows[0]?.objParameterWiseScore }).toEqual({ id: vehicle.uniqueId, [p1]: values?.[0], [p2]: values?.[1] });
      }
      const conflicts = await api<{ data: ConflictRow[] }>('GET', `/api/score-conflict/?intEventId=${String(show.eventId)}`);
      console.log(
        `faults: ${String(toggles)} toggles (${String(togglesWhileScoring)} while scoring), ${String(order.length)} submissions (${String(submittedOffline)} offline),`,
        `${String(conflicts.data.length)} conflicts recorded`,
      );
    },
    120_000,
  );
});
