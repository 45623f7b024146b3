import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsApi } from '@showgrid/shared/contract/events';
import type { VotingAction } from '@showgrid/shared/schemas/event';
import { eventsKeys } from '../../../api/events';
import { callApi } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/api-errors';

/** POST /api/event/manage-event/{id}/voting/ — open or close audience voting now (the socket brings the new state). */
export function useVotingNowMutation(eventId: number) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: VotingAction) => callApi(eventsApi.votingNow, { params: { id: eventId }, body: { strAction: action } }),
    // The server's words come in the person's language already (the cookie, ADR 046); the fallback here.
    meta: { errorMessage: (error) => getErrorMessage(error, _(/*i18n*/ { id: 'Could not change the voting window.' })) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
