import { flushJudgeStorage, useJudgeStore } from '../../features/judging/stores/judge-store';
import { whenHydrated } from '../../lib/persist-hydration';
import { flushFailedRequestStorage, useFailedRequestStore } from '../../offline/failed-request-store';
import { claimJudgingTab } from '../../offline/judging-tab';

/**
 * Forgets the judge working data and the offline queue, in memory and, in the tab that judges
 * (offline/judging-tab.ts), on the device. Only the already-logged-in Cancel and a cross-tab
 * LOGOUT by another judge or by the Cancel do this (PRODUCT: an expired session keeps them; a
 * sign-in by another judge puts the last judge's unsent work aside, ADR 030). `nextOwner` hands
 * the empty data to that judge, so a late write here cannot leave the new judge's data without an
 * owner.
 */
export async function clearJudgingData(nextOwner?: number): Promise<void> {
  // A hydration still reading the disk would put the old data back after the clear.
  await Promise.all([whenHydrated(useJudgeStore), whenHydrated(useFailedRequestStore)]);
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
  if (nextOwner !== undefined) useJudgeStore.getState().setOwner(nextOwner);
  // Wait for the disk so a reload right after cannot bring the old data back.
  await Promise.all([flushJudgeStorage(), flushFailedRequestStorage()]);
}

/**
 * The already-logged-in Cancel (SPEC §2): this tab takes the judging data over, so that no other
 * tab writes it back, and clears it everywhere; the LOGOUT it then broadcasts empties the other
 * tabs' memory.
 */
export async function cancelJudging(): Promise<void> {
  claimJudgingTab();
  await clearJudgingData();
}
