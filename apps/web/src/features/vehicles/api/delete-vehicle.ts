import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { apiRequest } from '../../../lib/api-client';
import { vehiclesKeys } from './get-vehicles';

/** DELETE /api/vehicle/?intVehicleId=N (SPEC's original sent nothing; this one really deletes). */
export async function deleteVehicle(vehicleId: number): Promise<void> {
  await apiRequest(API.vehicles, { method: 'DELETE', query: { intVehicleId: vehicleId } });
}

export function useDeleteVehicleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
