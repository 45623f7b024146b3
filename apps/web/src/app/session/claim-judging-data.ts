import { useJudgeStore } from '../../features/judging/stores/judge-store';
import { useFailedRequestStore } from '../../offline/failed-request-store';
import { clearJudgingData } from './clear-judging-data';

/**
 * Called when a judge signs in. Judging data and queue on this device belong to one judge: another
 * judge's are cleared, the same judge keeps them so queued scores replay (PRODUCT: an expired
 * session never discards the queue).
 */
export async function claimJudgingData(judgeId: number): Promise<void> {
  // Another tab may have written or cleared since this tab read the disk: decide on what is there now.
  await Promise.all([useJudgeStore.persist.rehydrate(), useFailedRequestStore.persist.rehydrate()]);
  if (useJudgeStore.getState().intJudgeId !== judgeId) await clearJudgingData(judgeId);
}
