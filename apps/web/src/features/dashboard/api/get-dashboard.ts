import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@showgrid/shared/contract/dashboard';
import type { Dashboard } from '@showgrid/shared/schemas/results';
import { callApi } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  event: (eventId: number) => [...dashboardKeys.all, eventId] as const,
};

/** GET /api/dashboard/?intEventId= — the same data the socket sends; also renews the access token. */
export async function getDashboard(eventId: number): Promise<Dashboard> {
  return callApi(dashboardApi.get, { query: { intEventId: eventId } });
}

/**
 * The live dashboard of an event. /ws/dashboard is its only source: useDashboardSocket writes each
 * message here, so the query never fetches and the page waits for the first message (SPEC §4).
 */
export function getLiveDashboardQueryOptions(eventId: number) {
  return queryOptions<Dashboard>({ queryKey: dashboardKeys.event(eventId), queryFn: skipToken });
}

/** No event yet: no data. */
export function useDashboard(eventId: number | null) {
  return useQuery(getLiveDashboardQueryOptions(eventId ?? 0));
}
