import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { dashboardSchema, type Dashboard } from '@showgrid/shared/schemas/results';
import { apiRequest } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  event: (eventId: number) => [...dashboardKeys.all, eventId] as const,
};

/** GET /api/dashboard/?intEventId= — the same data the socket sends; also renews the access token. */
export async function getDashboard(eventId: number): Promise<Dashboard> {
  return dashboardSchema.parse(await apiRequest(API.dashboard, { query: { intEventId: eventId } }));
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
