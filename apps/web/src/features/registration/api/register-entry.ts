import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import type { RegistrationBody, registrationCreatedSchema } from '@showgrid/shared/schemas/registration';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;

/** POST /api/entrant/registrations/ — a place (confirmed, pending approval, awaiting payment) or the waiting list. */
export async function registerEntry(body: RegistrationBody): Promise<RegistrationCreated> {
  return callApi(registrationApi.register, { body, anonymous: true });
}

/** Refusals are shown at their fields by the form, so no meta.errorMessage here. */
export function useRegisterEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
