import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

/** POST /api/entrant/logout/ — the server clears the entrant cookie (no script can). */
export async function signOutEntrant(): Promise<void> {
  await callApi(registrationApi.logout, { anonymous: true });
}

/** Signed out, the entries are read again: refused now, so the pages show the sign-in. */
export function useSignOutEntrantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEntrant,
    meta: { errorMessage: 'Could not sign out.' },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: registrationKeys.me });
      await queryClient.resetQueries({ queryKey: registrationKeys.entries });
    },
  });
}
