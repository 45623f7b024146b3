import { flushJudgeStorage, useJudgeStore } from '../../features/judging/stores/judge-store';
import { flushFailedRequestStorage, useFailedRequestStore } from '../../offline/failed-request-store';

/**
 * Forgets the judge working data and the offline queue, in memory and on the device. Only the
 * already-logged-in Cancel and a cross-tab LOGOUT do this (PRODUCT: an expired session keeps them).
 */
export async function clearJudgingData(): Promise<void> {
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
  // Wait for the disk so a reload right after cannot bring the old data back.
  await Promise.all([flushJudgeStorage(), flushFailedRequestStorage()]);
}
