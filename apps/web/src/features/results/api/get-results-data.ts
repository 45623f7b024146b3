import { useQuery } from '@tanstack/react-query';
import { resultsApi } from '@showgrid/shared/contract/results';
import { recusalsApi, scoreEntriesApi, scoreResultsApi } from '@showgrid/shared/contract/scores';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import type { JudgeChoice, Recusal, ScoreEntry } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/ranking/ — ranked rows with totals, votes and ties (one category, or null for all). */
export function useRanking(eventId: number, categoryId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: resultsKeys.ranking(eventId, categoryId),
    queryFn: async (): Promise<RankingRow[]> =>
      (await callApi(resultsApi.ranking, { query: { intEventId: eventId, intCategoryId: categoryId ?? undefined } })).data,
    enabled,
  });
}

/** GET /api/score-entry/?intEventId=&intJudgeId= — the selected judge's scores (the Judge Score column). */
export function useJudgeEntries(eventId: number, judgeId: number | null) {
  return useQuery({
    queryKey: resultsKeys.judgeEntries(eventId, judgeId ?? 0),
    queryFn: async (): Promise<ScoreEntry[]> =>
      (await callApi(scoreEntriesApi.list, { query: { intEventId: eventId, intJudgeId: judgeId ?? undefined } })).data,
    enabled: judgeId !== null,
  });
}

/** GET /api/top-choice/?intEventId=&intJudgeId= — that judge's picks, best first. */
export function useTopChoices(eventId: number, judgeId: number | null) {
  return useQuery({
    queryKey: resultsKeys.choices(eventId, judgeId ?? 0),
    queryFn: async (): Promise<JudgeChoice[]> =>
      (await callApi(scoreResultsApi.topChoices, { query: { intEventId: eventId, intJudgeId: judgeId ?? undefined } })).data,
    enabled: judgeId !== null,
  });
}

/** Every judge's entry for one vehicle (its sheets), and who stepped aside from it. */
export function useVehicleSheetsData(eventId: number, vehicleId: number) {
  const entries = useQuery({
    queryKey: resultsKeys.vehicleEntries(eventId, vehicleId),
    queryFn: async (): Promise<ScoreEntry[]> =>
      (await callApi(scoreEntriesApi.list, { query: { intEventId: eventId, intVehicleId: vehicleId } })).data,
  });
  const recusals = useQuery({
    queryKey: resultsKeys.vehicleRecusals(eventId, vehicleId),
    queryFn: async (): Promise<Recusal[]> =>
      (await callApi(recusalsApi.recusals, { query: { intEventId: eventId, intVehicleId: vehicleId } })).data,
  });
  return { entries, recusals };
}
