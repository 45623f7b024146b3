import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsApi } from '@showgrid/shared/contract/events';
import type { EventBody } from '@showgrid/shared/schemas/event';
import { callApi } from '../../../lib/api-client';
import { eventsKeys } from '../../../api/events';

export interface UpdateEventInput {
  eventId: number;
  /** The full desired category and judge lists: the server adds the new, removes the deselected. */
  body: EventBody;
}

/** PUT /api/event/manage-event/{id}/ — without b64Icon the stored icon is kept. */
export async function updateEvent({ eventId, body }: UpdateEventInput): Promise<void> {
  await callApi(eventsApi.update, { params: { id: eventId }, body });
}

export function useUpdateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
