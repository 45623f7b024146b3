import { queryOptions, useQuery } from '@tanstack/react-query';
import { scoreResultsApi } from '@showgrid/shared/contract/scores';
import type { JudgeChoice } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { judgingKeys } from './query-keys';

/** GET /api/judge-choice/?intEventId= — this judge's top choices, best first. */
export async function getJudgeChoices(eventId: number): Promise<JudgeChoice[]> {
  return (await callApi(scoreResultsApi.judgeChoices, { query: { intEventId: eventId } })).data;
}

/** SPEC §9: the judge choices query is never cached. */
export function getJudgeChoicesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: judgingKeys.choices(eventId),
    queryFn: () => getJudgeChoices(eventId),
    gcTime: 0,
    staleTime: 0,
  });
}

export function useJudgeChoices(eventId: number | null, enabled: boolean) {
  return useQuery({ ...getJudgeChoicesQueryOptions(eventId ?? 0), enabled: enabled && eventId !== null });
}
