import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendeeApi } from '@showgrid/shared/contract/attendee';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** DELETE /api/attendee/attendee-vote/{id}/?strReason= — void a vote (audited), saying why if a reason is given. */
export function useVoidVote() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi(attendeeApi.voidVote, { params: { id }, query: reason ? { strReason: reason } : {} }),
    meta: { errorMessage: _(/*i18n*/ { id: 'Could not void the vote.' }) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}
