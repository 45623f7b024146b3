import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { eventSchema, type ShowEvent } from '@showgrid/shared/schemas/event';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../lib/api-client';

/**
 * The events resource as more than one feature reads it (the events screens, the event picker, the
 * dashboard): its one query-key factory, so a change made anywhere refreshes every view of it.
 * Features do not import each other (eslint.config.js); what several need lives in src/api/.
 */
export const eventsKeys = {
  all: ['events'] as const,
  list: (filter: { page: number; search: string }) => [...eventsKeys.all, 'list', filter] as const,
  everything: () => [...eventsKeys.all, 'everything'] as const,
};

const allEventsAnswer = dataOf(z.array(eventSchema));

/** GET /api/event/manage-event/ with every row (blnRemovePagination) — the event picker's cards, the dashboard's choice. */
export async function getAllEvents(): Promise<ShowEvent[]> {
  return allEventsAnswer.parse(await apiRequest(API.events)).data;
}

export function getAllEventsQueryOptions() {
  return queryOptions({ queryKey: eventsKeys.everything(), queryFn: getAllEvents });
}

export function useAllEvents() {
  return useQuery(getAllEventsQueryOptions());
}
