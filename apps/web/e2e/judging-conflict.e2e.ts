import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { readDeviceStore, TABLET } from './support/browser.ts';
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
  sliderValue,
  type ConflictRow,
  type EntryRow,
  type JudgeLogin,
  type JudgingShow,
} from './support/judging-fixture.ts';

/**
 * PRODUCT "Conflicts": one judge on two tablets. Tablet B, offline, scores vehicle V first (the
 * older edit); tablet A, online, scores V later and it is saved. When B comes back its queued write
 * is older: the server keeps A's values, records B's as a conflict, and B adopts A's entry.
 * Each test seeds its own show and judge (the organiser's API) and opens its own two tablets.
 */

const B_VALUES = [3, 4] as const;
const A_VALUES = [8, 6] as const;

const useChromium = useBrowser();

const api = async <T>(method: string, url: string) => (await adminApi())<T>(method, url);

/** The test's own show (two Paid vehicles) and a judge of its own, and the judge's two tablets. */
async function seedWithTablets() {
  const judge: JudgeLogin = newJudge('conflict-judge', 'Connie Conflict');
  const show = await seedJudgingShow('C', judge, { vehicleCount: 2 });
  const { context: contextA, page: tabletA } = await openPage(useChromium(), TABLET);
  const { context: contextB, page: tabletB } = await openPage(useChromium(), TABLET);
  return { judge, show, contextA, tabletA, contextB, tabletB };
}

async function scoreVehicle(page: Page, show: JudgingShow, brand: string, values: readonly [number, number]): Promise<void> {
  await cardOf(page, brand).click();
  await expectPath(page, '/judge/scoring');
  await setSlider(page, show.parameterTitles[0], values[0]);
  await setSlider(page, show.parameterTitles[1], values[1]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectPath(page, '/judge/vehicles');
}

describe('one judge on two tablets: the newest edit wins, the older is a conflict', () => {
  it('the judge signs in on both tablets and opens the category', async () => {
    const { judge, show, tabletA, tabletB } = await seedWithTablets();
    for (const page of [tabletA, tabletB]) {
      await signInJudge(page, judge.email, judge.password);
      await openCategory(page, show);
      await cardOf(page, show.vehicles[0]?.brand ?? '')
        .getByText('Not scored', { exact: true })
        .waitFor();
    }
    // The list keeps the parameters on the tablet: no sheet needs to have been opened online.
    await expect
      .poll(() =>
        readDeviceStore(tabletB, 'judge-store', 'judge').then((v) => JSON.stringify(v ?? '').includes(show.parameterTitles[1] ?? '?')),
      )
      .toBe(true);
  });

  it('B (offline) scores V first, then A (online) scores V later; B replays and adopts A’s entry', async () => {
    // Both tablets signed in, the category open, the parameters kept on B.
    const { judge, show, contextB, tabletA, tabletB } = await seedWithTablets();
    for (const page of [tabletA, tabletB]) {
      await signInJudge(page, judge.email, judge.password);
      await openCategory(page, show);
      await cardOf(page, show.vehicles[0]?.brand ?? '')
        .getByText('Not scored', { exact: true })
        .waitFor();
    }
    await expect
      .poll(() =>
        readDeviceStore(tabletB, 'judge-store', 'judge').then((v) => JSON.stringify(v ?? '').includes(show.parameterTitles[1] ?? '?')),
      )
      .toBe(true);

    const v = show.vehicles[0];
    if (!v) throw new Error('no vehicle');

    await cutNetwork(contextB);
    await scoreVehicle(tabletB, show, v.brand, B_VALUES);
    await cardOf(tabletB, v.brand).getByText('Waiting to be sent', { exact: true }).waitFor();
    expect(await queuedRequests(tabletB)).toHaveLength(1);

    // Make sure A's edit time is strictly later than B's: the clock (one machine) is past B's edit.
    const [waiting] = (await queuedRequests(tabletB)) as { editedAt: string }[];
    const bEditedAt = Date.parse(waiting?.editedAt ?? '');
    await vi.waitUntil(() => Date.now() > bEditedAt);
    await scoreVehicle(tabletA, show, v.brand, A_VALUES);
    await cardOf(tabletA, v.brand).getByText('Saved', { exact: true }).waitFor();

    await restoreNetwork(contextB);
    await expect.poll(() => queuedRequests(tabletB), { timeout: 15_000, interval: 250 }).toHaveLength(0);
    await cardOf(tabletB, v.brand).getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });

    const [p1, p2] = show.parameterIds.map(String) as [string, string];
    const entries = await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
    const forV = entries.data.filter((row) => row.intVehicleId === v.vehicleId && row.intJudgeId === show.judgeId);
    expect(forV).toHaveLength(1);
    expect(forV[0]?.objParameterWiseScore).toMatchObject({ [p1]: A_VALUES[0], [p2]: A_VALUES[1] });
    expect(forV[0]?.intTotalScore).toBe(A_VALUES[0] + A_VALUES[1]);
    expect(entries.data).toHaveLength(1);

    const conflicts = await api<{ data: ConflictRow[] }>('GET', `/api/score-conflict/?intEventId=${String(show.eventId)}`);
    expect(conflicts.data).toHaveLength(1);
    const conflict = conflicts.data[0];
    expect(conflict?.intVehicleId).toBe(v.vehicleId);
    expect(conflict?.intJudgeId).toBe(show.judgeId);
    expect(conflict?.blnResolved).toBe(false);
    expect(conflict?.objRejected.objParameterWiseScore).toMatchObject({ [p1]: B_VALUES[0], [p2]: B_VALUES[1] });

    // B's tablet now shows the server's (A's) values for V.
    await cardOf(tabletB, v.brand).click();
    await expectPath(tabletB, '/judge/scoring');
    await expect.poll(() => sliderValue(tabletB, show.parameterTitles[0])).toBe(A_VALUES[0]);
    expect(await sliderValue(tabletB, show.parameterTitles[1])).toBe(A_VALUES[1]);
    expect(await queuedRequests(tabletB)).toHaveLength(0);
  });
});
