import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { scoreCountSchema } from '@showgrid/shared/schemas/score';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { judgingKeys } from './query-keys';

export type ScoreCount = z.infer<typeof scoreCountSchema>;

/** GET /api/score-count/?intEventId= — this judge's progress in the event (the object itself, not under data). */
export async function getScoreCount(eventId: number): Promise<ScoreCount> {
  return scoreCountSchema.parse(await apiRequest(API.scoreCount, { query: { intEventId: eventId } }));
}

export function getScoreCountQueryOptions(eventId: number) {
  return queryOptions({ queryKey: judgingKeys.scoreCount(eventId), queryFn: () => getScoreCount(eventId) });
}

export function useScoreCount(eventId: number | null) {
  return useQuery({ ...getScoreCountQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
