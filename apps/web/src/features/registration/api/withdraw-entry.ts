import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

/** POST /api/entrant/registrations/{id}/withdraw/ — before the show; the place goes to the waiting list. */
export async function withdrawEntry(id: number): Promise<RegistrationView> {
  return (await callApi(registrationApi.withdraw, { params: { id }, anonymous: true })).data;
}

/** A refusal (the show started, the car was judged) is the server's own words, in a toast. */
export function useWithdrawEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawEntry,
    meta: { errorMessage: 'Could not withdraw the entry.' },
    // The public read too: the place freed shows there.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
