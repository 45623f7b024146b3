import { queryOptions, useQuery } from '@tanstack/react-query';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import type { ScoreEntry } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { judgingKeys } from './query-keys';

/** GET /api/score-entry/?intEventId= — this judge's own entries in the event. */
export async function getScoreEntries(eventId: number): Promise<ScoreEntry[]> {
  return (await callApi(scoreEntriesApi.list, { query: { intEventId: eventId } })).data;
}

export function getScoreEntriesQueryOptions(eventId: number) {
  return queryOptions({ queryKey: judgingKeys.scoreEntries(eventId), queryFn: () => getScoreEntries(eventId) });
}

export function useScoreEntries(eventId: number | null) {
  return useQuery({ ...getScoreEntriesQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
