import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@showgrid/shared/contract/dashboard';
import type { Coverage } from '@showgrid/shared/schemas/coverage';
import { callApi } from '../../../lib/api-client';

export const coverageKeys = {
  all: ['coverage'] as const,
  event: (eventId: number) => [...coverageKeys.all, eventId] as const,
};

/** GET /api/dashboard/coverage/?intEventId= — the judging coverage of an event. */
export function getCoverageQueryOptions(eventId: number) {
  return queryOptions<Coverage>({
    queryKey: coverageKeys.event(eventId),
    queryFn: async () => (await callApi(dashboardApi.coverage, { query: { intEventId: eventId } })).data,
  });
}

export function useCoverage(eventId: number) {
  return useQuery(getCoverageQueryOptions(eventId));
}
