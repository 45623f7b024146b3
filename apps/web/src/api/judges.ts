import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { everyRowQueryByPath } from './every-row';
import { judgeSchema } from '@showgrid/shared/schemas/judge';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../lib/api-client';

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

const judgesAnswer = dataOf(z.array(judgeSchema));

export type EventJudge = z.infer<typeof judgeSchema>;

/** GET /api/judges/?intEventId= — the judges mapped to the event (SPEC: first preselected); `version` refetches. */
export function useEventJudges(eventId: number | null, version?: number) {
  return useQuery({
    queryKey: judgesKeys.ofEvent(eventId ?? 0, version ?? 0),
    queryFn: async () => judgesAnswer.parse(await apiRequest(API.judges, { query: { intEventId: eventId ?? undefined } })).data,
    enabled: eventId !== null,
  });
}

/** GET /api/judges/ with every row — the event form's judge choices. */
export function useAllJudges() {
  return useQuery(everyRowQueryByPath(judgesKeys.everything(), API.judges, judgeSchema));
}
