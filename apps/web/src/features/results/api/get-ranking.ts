import { useQuery } from '@tanstack/react-query';
import { resultsApi } from '@showgrid/shared/contract/results';
import type { RankingRow } from '@showgrid/shared/schemas/results';
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
