import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { scoreEntrySchema, type ScoreEntry } from '@showgrid/shared/schemas/score';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { judgingKeys } from './query-keys';

const responseSchema = dataOf(z.array(scoreEntrySchema));

/** GET /api/score-entry/?intEventId= — this judge's own entries in the event. */
export async function getScoreEntries(eventId: number): Promise<ScoreEntry[]> {
  return responseSchema.parse(await apiRequest(API.scoreEntries, { query: { intEventId: eventId } })).data;
}

export function getScoreEntriesQueryOptions(eventId: number) {
  return queryOptions({ queryKey: judgingKeys.scoreEntries(eventId), queryFn: () => getScoreEntries(eventId) });
}

export function useScoreEntries(eventId: number | null) {
  return useQuery({ ...getScoreEntriesQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
