import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { dashboardSchema, type Dashboard } from '@showgrid/shared/schemas/results';
import { eventSchema } from '@showgrid/shared/schemas/event';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/dashboard/?intEventId= — the same data the socket sends; also renews the access token. */
export async function getDashboard(eventId: number): Promise<Dashboard> {
  return dashboardSchema.parse(await apiRequest(API.dashboard, { query: { intEventId: eventId } }));
}

export function useDashboard(eventId: number | null) {
  return useQuery({ queryKey: ['dashboard', eventId], queryFn: () => getDashboard(eventId ?? 0), enabled: eventId !== null });
}

const upcomingAnswer = dataOf(z.array(eventSchema));

/** GET /api/event/manage-event/upcoming-events/ — the first is the Upcoming Event card (SPEC §7). */
export function useUpcomingEvent() {
  return useQuery({
    queryKey: ['dashboard', 'upcoming'],
    queryFn: async () => upcomingAnswer.parse(await apiRequest(API.upcomingEvents)).data[0] ?? null,
  });
}
