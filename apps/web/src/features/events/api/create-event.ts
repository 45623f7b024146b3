import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import type { EventBody } from '@showgrid/shared/schemas/event';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from '../../../api/events';

// Only the id is relied on (SPEC §7 "create response data.id used").
const createdSchema = dataOf(z.object({ id: z.number().int() }));

/** POST /api/event/manage-event/ — the event with its categories and judges, in one transaction. */
export async function createEvent(body: EventBody): Promise<number> {
  return createdSchema.parse(await apiRequest(API.events, { method: 'POST', body })).data.id;
}

export function useCreateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
