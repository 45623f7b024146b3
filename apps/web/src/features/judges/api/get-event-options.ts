import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { eventSchema } from '@showgrid/shared/schemas/event';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

const eventOptionSchema = eventSchema.pick({ id: true, strEventTitle: true });
export type EventOption = z.infer<typeof eventOptionSchema>;
const responseSchema = dataOf(z.array(eventOptionSchema));

/** GET /api/event/manage-event/ (every row) — the choices of the judges' event filter. */
export async function getEventOptions(): Promise<EventOption[]> {
  return responseSchema.parse(await apiRequest(API.events)).data;
}

export function getEventOptionsQueryOptions() {
  return queryOptions({ queryKey: ['judge-filter', 'events'] as const, queryFn: getEventOptions });
}

export function useEventOptions(enabled: boolean) {
  return useQuery({ ...getEventOptionsQueryOptions(), enabled });
}
