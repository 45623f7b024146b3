import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { eventSchema, type ShowEvent } from '@showgrid/shared/schemas/event';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

const responseSchema = dataOf(eventSchema);

/** GET /api/event/manage-event/{id}/ — the event whose vehicles the page manages (title, categories). */
export async function getVehicleEvent(eventId: number): Promise<ShowEvent> {
  return responseSchema.parse(await apiRequest(API.event(eventId))).data;
}

export function getVehicleEventQueryOptions(eventId: number) {
  return queryOptions({ queryKey: ['vehicles-page', 'event', eventId] as const, queryFn: () => getVehicleEvent(eventId) });
}

export function useVehicleEvent(eventId: number) {
  return useQuery(getVehicleEventQueryOptions(eventId));
}
