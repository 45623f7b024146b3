import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import { translated } from '@showgrid/shared/i18n/translate';
import { callApi } from '../../../lib/api-client';
import { ENTRANT_FAILURES } from '../components/entrant-words';
import { registrationKeys } from './query-keys';

/** POST /api/entrant/logout/ — the server clears the entrant cookie (no script can). */
export async function signOutEntrant(): Promise<void> {
  await callApi(registrationApi.logout, { anonymous: true });
}

/** Signed out, the entries are read again: refused now, so the pages show the sign-in. */
export function useSignOutEntrantMutation() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEntrant,
    meta: { errorMessage: translated(i18n, ENTRANT_FAILURES.signOut) },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: registrationKeys.me });
      await queryClient.resetQueries({ queryKey: registrationKeys.entries });
    },
  });
}
