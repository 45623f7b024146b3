import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import type { ParameterBody } from '@showgrid/shared/schemas/catalogue';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** POST /api/vehicle/parameter/ */
export async function createParameter(body: ParameterBody): Promise<void> {
  await apiRequest(API.parameters, { method: 'POST', body });
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
