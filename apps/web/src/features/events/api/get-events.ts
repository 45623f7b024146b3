import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { eventSchema } from '@showgrid/shared/schemas/event';
import { pagedListOf } from '@showgrid/shared/schemas/answers';
import { eventsKeys } from '../../../api/events';
import { apiRequest } from '../../../lib/api-client';

const eventsPageSchema = pagedListOf(eventSchema);
export type EventsPage = z.infer<typeof eventsPageSchema>;

export interface EventsFilter {
  page: number;
  /** Server-side search (?query); blank means none. */
  search: string;
}

/** GET /api/event/manage-event/?page=N&query=… — one page of events. */
export async function getEvents({ page, search }: EventsFilter): Promise<EventsPage> {
  const body = await apiRequest(API.events, { paginate: true, query: { page, query: search.trim() || undefined } });
  return eventsPageSchema.parse(body);
}

export function getEventsQueryOptions(filter: EventsFilter) {
  return queryOptions({ queryKey: eventsKeys.list(filter), queryFn: () => getEvents(filter) });
}

/** Keeps the previous page on screen while the next one loads. */
export function useEvents(filter: EventsFilter) {
  return useQuery({ ...getEventsQueryOptions(filter), placeholderData: keepPreviousData });
}
