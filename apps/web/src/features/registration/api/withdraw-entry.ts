import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import { translated } from '@showgrid/shared/i18n/translate';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { callApi } from '../../../lib/api-client';
import { ENTRANT_FAILURES } from '../components/entrant-words';
import { registrationKeys } from './query-keys';

/** POST /api/entrant/registrations/{id}/withdraw/ — before the show; the place goes to the waiting list. */
export async function withdrawEntry(id: number): Promise<RegistrationView> {
  return (await callApi(registrationApi.withdraw, { params: { id }, anonymous: true })).data;
}

/** A refusal (the show started, the car was judged) is the server's own words, in a toast. */
export function useWithdrawEntryMutation() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawEntry,
    meta: { errorMessage: translated(i18n, ENTRANT_FAILURES.withdraw) },
    // The public read too: the place freed shows there.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
