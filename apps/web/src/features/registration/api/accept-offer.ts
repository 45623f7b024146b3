import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import { translated } from '@showgrid/shared/i18n/translate';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { callApi } from '../../../lib/api-client';
import { ENTRANT_FAILURES } from '../components/entrant-words';
import { registrationKeys } from './query-keys';

/** POST /api/entrant/registrations/{id}/accept/ — takes the place offered; online payers get a new strCheckoutUrl. */
export async function acceptOffer(id: number): Promise<RegistrationView> {
  return (await callApi(registrationApi.acceptOffer, { params: { id }, anonymous: true })).data;
}

export function useAcceptOfferMutation() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    meta: { errorMessage: translated(i18n, ENTRANT_FAILURES.accept) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.entries }),
  });
}
