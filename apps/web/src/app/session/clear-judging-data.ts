import { flushJudgeStorage, useJudgeStore } from '../../features/judging/stores/judge-store';
import { whenHydrated } from '../../lib/persist-hydration';
import { flushFailedRequestStorage, useFailedRequestStore } from '../../offline/failed-request-store';

/**
 * Forgets the judge working data and the offline queue, in memory and on the device. Only the
 * already-logged-in Cancel, a cross-tab LOGOUT by another judge and a sign-in by another judge do
 * this (PRODUCT: an expired session keeps them). `nextOwner` hands the empty data to that judge, so
 * a late write here cannot leave the new judge's data without an owner.
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
