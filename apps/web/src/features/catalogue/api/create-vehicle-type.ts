import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import type { VehicleTypeBody } from '@showgrid/shared/schemas/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** SPEC §7: "After a vehicle type is created a refetch occurs 100 ms later". */
export const VEHICLE_TYPE_REFETCH_DELAY_MS = 100;

/** POST /api/vehicle/vehicle-type/ */
export async function createVehicleType(body: VehicleTypeBody): Promise<void> {
  await apiRequest(API.vehicleTypes, { method: 'POST', body });
}

export function useCreateVehicleTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicleType,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.vehicleTypes });
      setTimeout(() => {
        void queryClient.refetchQueries({ queryKey: catalogueKeys.vehicleTypes });
      }, VEHICLE_TYPE_REFETCH_DELAY_MS);
    },
  });
}
