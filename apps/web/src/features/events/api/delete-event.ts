import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsApi } from '@showgrid/shared/contract/events';
import { callApi } from '../../../lib/api-client';
import { eventsKeys } from '../../../api/events';

/** DELETE /api/event/manage-event/{id}/ — refused with 409 when the event holds vehicles or scores. */
export async function deleteEvent(eventId: number): Promise<void> {
  await callApi(eventsApi.remove, { params: { id: eventId } });
}

export function useDeleteEventMutation() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    meta: { errorMessage: _(/*i18n*/ { id: 'Failed to delete event' }) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
