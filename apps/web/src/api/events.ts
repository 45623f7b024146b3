import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { everyRowQueryByPath } from './every-row';
import { eventSchema, type ShowEvent } from '@showgrid/shared/schemas/event';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../lib/api-client';

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

const allEventsAnswer = dataOf(z.array(eventSchema));
const eventAnswer = dataOf(eventSchema);

/** GET /api/event/manage-event/ with every row — the event picker's cards, the dashboard's choice. */
export function useAllEvents() {
  return useQuery(everyRowQueryByPath(eventsKeys.everything(), API.events, eventSchema));
}

/** GET /api/event/manage-event/{id}/ — one event: its title and categories (the vehicles page, the results). */
export async function getEvent(eventId: number): Promise<ShowEvent> {
  return eventAnswer.parse(await apiRequest(API.event(eventId))).data;
}

export function getEventQueryOptions(eventId: number) {
  return queryOptions({ queryKey: eventsKeys.one(eventId), queryFn: () => getEvent(eventId) });
}

export function useEvent(eventId: number) {
  return useQuery(getEventQueryOptions(eventId));
}

/** GET /api/event/manage-event/upcoming-events/ — the first is the dashboard's Upcoming Event card (SPEC §7), or null. */
export async function getUpcomingEvent(): Promise<ShowEvent | null> {
  return allEventsAnswer.parse(await apiRequest(API.upcomingEvents)).data[0] ?? null;
}

export function useUpcomingEvent() {
  return useQuery({ queryKey: eventsKeys.upcoming(), queryFn: getUpcomingEvent });
}
