import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsApi } from '@showgrid/shared/contract/events';
import type { Answer } from '@showgrid/shared/contract/endpoint';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Pagination } from '@showgrid/shared/schemas/pagination';
import { everyRowQuery } from './every-row';
import { callApi } from '../lib/api-client';

/**
 * The events resource as more than one feature reads it (the events screens, the event picker, the
 * vehicles page, the results, the dashboard): its one query-key factory, so a change made anywhere
 * refreshes every view of it. Features do not import each other (eslint.config.js); what several
 * need lives in src/api/.
 */
export const eventsKeys = {
  all: ['events'] as const,
  list: (filter: { page: number; search: string }) => [...eventsKeys.all, 'list', filter] as const,
  everything: () => [...eventsKeys.all, 'everything'] as const,
  one: (eventId: number) => [...eventsKeys.all, 'one', eventId] as const,
  upcoming: () => [...eventsKeys.all, 'upcoming'] as const,
};

/**
 * The rows of an answer of the list call. It answers one event, `{ data: event }`, only when asked
 * for one by ?id= (SPEC §7 "optional id"), which the web never does; its contract names both.
 */
export function eventRows(answer: Answer<typeof eventsApi.list>): { data: ShowEvent[]; pagination?: Pagination } {
  if ('pagination' in answer) return answer;
  return { data: Array.isArray(answer.data) ? answer.data : [answer.data] };
}

/**
 * GET /api/event/manage-event/ with every row — the event picker's cards, the dashboard's choice, the
 * judges' event filter (asked for only once it is opened: `enabled`).
 */
export function useAllEvents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...everyRowQuery(eventsKeys.everything(), async () => eventRows(await callApi(eventsApi.list))), enabled });
}

/** GET /api/event/manage-event/{id}/ — one event: its title and categories (the vehicles page, the results). */
export async function getEvent(eventId: number): Promise<ShowEvent> {
  return (await callApi(eventsApi.one, { params: { id: eventId } })).data;
}

export function getEventQueryOptions(eventId: number) {
  return queryOptions({ queryKey: eventsKeys.one(eventId), queryFn: () => getEvent(eventId) });
}

export function useEvent(eventId: number) {
  return useQuery(getEventQueryOptions(eventId));
}

/** GET /api/event/manage-event/upcoming-events/ — the first is the dashboard's Upcoming Event card (SPEC §7), or null. */
export async function getUpcomingEvent(): Promise<ShowEvent | null> {
  return (await callApi(eventsApi.upcoming)).data[0] ?? null;
}

export function useUpcomingEvent() {
  return useQuery({ queryKey: eventsKeys.upcoming(), queryFn: getUpcomingEvent });
}
