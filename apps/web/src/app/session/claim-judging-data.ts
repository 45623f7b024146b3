import { flushJudgeStorage, useJudgeStore } from '../../features/judging/stores/judge-store';
import { flushFailedRequestStorage, useFailedRequestStore } from '../../offline/failed-request-store';
import { claimJudgingTab } from '../../offline/judging-tab';

/**
 * Called when a judge signs in. Judging data on this device is one judge's at a time. The same
 * judge keeps it, so waiting scores and step-asides replay (PRODUCT: an expired session never
 * discards the queue). Another judge gets a fresh start, but the last judge's drafts, unsent
 * scores and queued step-asides are kept for them, not wiped (ADR 030): the queue's writes carry
 * their judge and wait for that judge's next sign-in; the judge store puts the rest aside.
 */
export async function claimJudgingData(judgeId: number): Promise<void> {
  // This tab judges now: another tab still open stops writing over the device's copy (ADR 030).
  claimJudgingTab();
  // Another tab may have written or cleared since this tab read the disk: decide on what is there now.
  await Promise.all([useJudgeStore.persist.rehydrate(), useFailedRequestStore.persist.rehydrate()]);
  const previous = useJudgeStore.getState().intJudgeId;
  if (previous === judgeId) {
    // Signed in again (an expired session, the next morning): on to today's event.
    useJudgeStore.getState().askForTodaysEvent();
    return;
  }
  // Writes queued before judges were recorded on them were the last judge's.
  if (previous !== null) useFailedRequestStore.getState().claimUnowned(previous);
  useJudgeStore.getState().switchOwner(judgeId);
  // Wait for the disk so a reload right after cannot bring the other judge's data back.
  await Promise.all([flushJudgeStorage(), flushFailedRequestStorage()]);
}
