import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import type { RegistrationEditBody, RegistrationView } from '@showgrid/shared/schemas/registration';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

/** PUT /api/entrant/registrations/{id}/ — the car's and owner's details, while registration is open (409 after). */
export async function updateEntry({ id, body }: { id: number; body: RegistrationEditBody }): Promise<RegistrationView> {
  return (await callApi(registrationApi.update, { params: { id }, body, anonymous: true })).data;
}

/** Refusals are shown in the edit form (at their fields, or above them), so no meta.errorMessage here. */
export function useUpdateEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.entries }),
  });
}
