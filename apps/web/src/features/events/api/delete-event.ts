import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from '../../../api/events';

/** DELETE /api/event/manage-event/{id}/ — refused with 409 when the event holds vehicles or scores. */
export async function deleteEvent(eventId: number): Promise<void> {
  await apiRequest(API.event(eventId), { method: 'DELETE' });
}

export function useDeleteEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
