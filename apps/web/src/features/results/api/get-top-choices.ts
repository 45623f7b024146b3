import { useQuery } from '@tanstack/react-query';
import { scoreResultsApi } from '@showgrid/shared/contract/scores';
import type { JudgeChoice } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/top-choice/?intEventId=&intJudgeId= — that judge's choices, best first. */
export function useTopChoices(eventId: number, judgeId: number | null) {
  return useQuery({
    queryKey: resultsKeys.choices(eventId, judgeId ?? 0),
    queryFn: async (): Promise<JudgeChoice[]> =>
      (await callApi(scoreResultsApi.topChoices, { query: { intEventId: eventId, intJudgeId: judgeId ?? undefined } })).data,
    enabled: judgeId !== null,
  });
}
