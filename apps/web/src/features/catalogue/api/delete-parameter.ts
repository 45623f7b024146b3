import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parametersApi } from '@showgrid/shared/contract/parameters';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { callApi } from '../../../lib/api-client';
import { failureMessage } from '../lib/server-errors';
import { catalogueKeys } from './query-keys';

/** DELETE /api/vehicle/parameter/{id}/ — the server retires it; scores already given on it stay. */
export async function deleteParameter(id: number): Promise<void> {
  await callApi(parametersApi.remove, { params: { id } });
}

export function useDeleteParameterMutation() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParameter,
    meta: { errorMessage: (error) => failureMessage(error, _(/*i18n*/ { id: 'Failed to remove parameter' })) },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.parametersAll });
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
    },
  });
}
