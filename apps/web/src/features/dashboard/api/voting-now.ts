import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsApi } from '@showgrid/shared/contract/events';
import type { VotingAction } from '@showgrid/shared/schemas/event';
import { eventsKeys } from '../../../api/events';
import { callApi } from '../../../lib/api-client';

/** POST /api/event/manage-event/{id}/voting/ — open or close audience voting now (the socket brings the new state). */
export function useVotingNowMutation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: VotingAction) => callApi(eventsApi.votingNow, { params: { id: eventId }, body: { strAction: action } }),
    meta: { errorMessage: 'Could not change the voting window.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
