import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** DELETE /api/vehicle/vehicle-type/{id}/ — its parameters go with it; refused (409) while categories use it. */
export async function deleteVehicleType(id: number): Promise<void> {
  await apiRequest(API.vehicleType(id), { method: 'DELETE' });
}

export function useDeleteVehicleTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicleType,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.parametersAll });
    },
  });
}
