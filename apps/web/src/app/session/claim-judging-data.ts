import { flushJudgeStorage, useJudgeStore } from '../../features/judging/stores/judge-store';
import { flushFailedRequestStorage, useFailedRequestStore } from '../../offline/failed-request-store';

/**
 * Called when a judge signs in. Judging data and queue on this device belong to one judge at a
 * time. The same judge keeps them, so queued scores replay (PRODUCT: an expired session never
 * discards the queue). Another judge gets a fresh start, but the last judge's drafts and unsent
 * scores are put aside for them, not wiped (ADR 030): they come back when that judge signs in again.
 */
export async function claimJudgingData(judgeId: number): Promise<void> {
  // Another tab may have written or cleared since this tab read the disk: decide on what is there now.
  await Promise.all([useJudgeStore.persist.rehydrate(), useFailedRequestStore.persist.rehydrate()]);
  if (useJudgeStore.getState().intJudgeId === judgeId) {
    // Signed in again (an expired session, the next morning): on to today's event.
    useJudgeStore.getState().askForTodaysEvent();
    return;
  }
  useJudgeStore.getState().switchOwner(judgeId);
  useFailedRequestStore.getState().clear();
  // Wait for the disk so a reload right after cannot bring the other judge's data back.
  await Promise.all([flushJudgeStorage(), flushFailedRequestStorage()]);
}
