import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendeeApi } from '@showgrid/shared/contract/attendee';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/attendee/attendee-vote/event/ — every vote of the event, flagged, for the organiser's audit. */
export function useEventVotes(eventId: number) {
  return useQuery({
    queryKey: resultsKeys.votes(eventId),
    queryFn: async () => (await callApi(attendeeApi.eventVotes, { query: { intEventId: eventId } })).data,
  });
}

/** DELETE /api/attendee/attendee-vote/{id}/?strReason= — void a vote (audited), saying why if a reason is given. */
export function useVoidVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi(attendeeApi.voidVote, { params: { id }, query: reason ? { strReason: reason } : {} }),
    meta: { errorMessage: 'Could not void the vote.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}
