import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { eventSchema, type ShowEvent } from '@showgrid/shared/schemas/event';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from './get-events';

const responseSchema = z.object({ data: z.array(eventSchema) });

/** GET /api/event/manage-event/ with every row (blnRemovePagination) — the event picker's cards. */
export async function getAllEvents(): Promise<ShowEvent[]> {
  return responseSchema.parse(await apiRequest(API.events)).data;
}

export function getAllEventsQueryOptions() {
  return queryOptions({ queryKey: eventsKeys.everything(), queryFn: getAllEvents });
}

export function useAllEvents() {
  return useQuery(getAllEventsQueryOptions());
}
