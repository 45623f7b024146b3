import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { judgeChoiceSchema, type JudgeChoice } from '@showgrid/shared/schemas/score';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { judgingKeys } from './query-keys';

const responseSchema = dataOf(z.array(judgeChoiceSchema));

/** GET /api/judge-choice/?intEventId= — this judge's top choices, best first. */
export async function getJudgeChoices(eventId: number): Promise<JudgeChoice[]> {
  return responseSchema.parse(await apiRequest(API.judgeChoice, { query: { intEventId: eventId } })).data;
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
