import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import type { ScoreEntry, scoreEntryQuerySchema } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/score-entry/ — the event's scores, of one judge, one vehicle, or one judge's sheet of a vehicle. */
export async function getScoreEntries(query: z.input<typeof scoreEntryQuerySchema>): Promise<ScoreEntry[]> {
  return (await callApi(scoreEntriesApi.list, { query })).data;
}

/** GET /api/score-entry/?intEventId=&intJudgeId= — the selected judge's scores (the Judge Score column). */
export function useJudgeEntries(eventId: number, judgeId: number | null) {
  return useQuery({
    queryKey: resultsKeys.judgeEntries(eventId, judgeId ?? 0),
    queryFn: () => getScoreEntries({ intEventId: eventId, intJudgeId: judgeId ?? undefined }),
    enabled: judgeId !== null,
  });
}

/** GET /api/score-entry/?intEventId=&intVehicleId= — every judge's entry for one vehicle (its sheets). */
export function getVehicleEntriesQueryOptions(eventId: number, vehicleId: number) {
  return queryOptions({
    queryKey: resultsKeys.vehicleEntries(eventId, vehicleId),
    queryFn: () => getScoreEntries({ intEventId: eventId, intVehicleId: vehicleId }),
  });
}

/** GET /api/score-entry/?intEventId=&intVehicleId=&intJudgeId= — the judge's sheet kept for the vehicle, or null (ADR 034). */
export function getPaperEntryQueryOptions(eventId: number, vehicleId: number, judgeId: number | null) {
  return queryOptions({
    queryKey: resultsKeys.paperEntry(eventId, vehicleId, judgeId ?? 0),
    queryFn: async () =>
      (await getScoreEntries({ intEventId: eventId, intVehicleId: vehicleId, intJudgeId: judgeId ?? undefined }))[0] ?? null,
  });
}
