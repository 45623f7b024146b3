import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parametersApi } from '@showgrid/shared/contract/parameters';
import type { ParameterBody } from '@showgrid/shared/schemas/catalogue';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { callApi } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** POST /api/vehicle/parameter/ */
export async function createParameter(body: ParameterBody): Promise<void> {
  await callApi(parametersApi.create, { body });
}

export function useCreateParameterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParameter,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.parametersAll });
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
    },
  });
}
