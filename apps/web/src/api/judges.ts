import { useQuery } from '@tanstack/react-query';
import { judgesApi } from '@showgrid/shared/contract/judges';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { everyRowQuery } from './every-row';
import { callApi } from '../lib/api-client';

/**
 * The judges resource as more than one feature reads it (the judges screen, the event form, the
 * results, the dashboard): its one query-key factory, so adding, changing or removing a judge refreshes every
 * list of them.
 */
export const judgesKeys = {
  all: ['judges'] as const,
  list: (filter: { page: number; search: string; eventId: number | null }) => [...judgesKeys.all, 'list', filter] as const,
  ofEvent: (eventId: number, version: number) => [...judgesKeys.all, 'event', eventId, version] as const,
  everything: () => [...judgesKeys.all, 'everything'] as const,
};

export type EventJudge = Judge;

/** GET /api/judges/?intEventId= — the judges mapped to the event (SPEC: first preselected); `version` refetches. */
export function useEventJudges(eventId: number | null, version?: number) {
  return useQuery({
    queryKey: judgesKeys.ofEvent(eventId ?? 0, version ?? 0),
    queryFn: async () => (await callApi(judgesApi.list, { query: { intEventId: eventId ?? undefined } })).data,
    enabled: eventId !== null,
  });
}

/** GET /api/judges/ with every row — the event form's judge choices. */
export function useAllJudges() {
  return useQuery(everyRowQuery(judgesKeys.everything(), () => callApi(judgesApi.list)));
}
