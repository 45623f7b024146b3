import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** DELETE /api/vehicle/parameter/{id}/ — the server retires it; scores already given on it stay. */
export async function deleteParameter(id: number): Promise<void> {
  await apiRequest(API.parameter(id), { method: 'DELETE' });
}

export function useDeleteParameterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParameter,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.parametersAll });
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
    },
  });
}
