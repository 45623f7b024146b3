import { queryOptions, useQuery } from '@tanstack/react-query';
import { scoreResultsApi } from '@showgrid/shared/contract/scores';
import type { scoreCountSchema } from '@showgrid/shared/schemas/score';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { judgingKeys } from './query-keys';

export type ScoreCount = z.infer<typeof scoreCountSchema>;

/** GET /api/score-count/?intEventId= — this judge's progress in the event (the object itself, not under data). */
export async function getScoreCount(eventId: number): Promise<ScoreCount> {
  return callApi(scoreResultsApi.progress, { query: { intEventId: eventId } });
}

export function getScoreCountQueryOptions(eventId: number) {
  return queryOptions({ queryKey: judgingKeys.scoreCount(eventId), queryFn: () => getScoreCount(eventId) });
}

export function useScoreCount(eventId: number | null) {
  return useQuery({ ...getScoreCountQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
