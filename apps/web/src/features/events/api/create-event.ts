import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsApi } from '@showgrid/shared/contract/events';
import type { EventBody } from '@showgrid/shared/schemas/event';
import { callApi } from '../../../lib/api-client';
import { eventsKeys } from '../../../api/events';

/** POST /api/event/manage-event/ — the event with its categories and judges, in one transaction; its id (SPEC §7 "create response data.id used"). */
export async function createEvent(body: EventBody): Promise<number> {
  return (await callApi(eventsApi.create, { body })).data.id;
}

export function useCreateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
