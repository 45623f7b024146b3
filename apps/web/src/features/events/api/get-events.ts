import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventsApi } from '@showgrid/shared/contract/events';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Pagination } from '@showgrid/shared/schemas/pagination';
import { eventRows, eventsKeys } from '../../../api/events';
import { callApi } from '../../../lib/api-client';
import { paged } from '../../../lib/paged';

export interface EventsPage {
  data: ShowEvent[];
  pagination: Pagination;
}

export interface EventsFilter {
  page: number;
  /** Server-side search (?query); blank means none. */
  search: string;
}

/** GET /api/event/manage-event/?page=N&query=… — one page of events. */
export async function getEvents({ page, search }: EventsFilter): Promise<EventsPage> {
  return paged(eventRows(await callApi(eventsApi.list, { query: { page, query: search.trim() || undefined }, paginate: true })));
}

export function getEventsQueryOptions(filter: EventsFilter) {
  return queryOptions({ queryKey: eventsKeys.list(filter), queryFn: () => getEvents(filter) });
}

/** Keeps the previous page on screen while the next one loads. */
export function useEvents(filter: EventsFilter) {
  return useQuery({ ...getEventsQueryOptions(filter), placeholderData: keepPreviousData });
}
