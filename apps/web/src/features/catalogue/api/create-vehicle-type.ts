import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleTypesApi } from '@showgrid/shared/contract/vehicle-types';
import type { VehicleTypeBody } from '@showgrid/shared/schemas/catalogue';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { callApi } from '../../../lib/api-client';

/** SPEC §7: "After a vehicle type is created a refetch occurs 100 ms later". */
export const VEHICLE_TYPE_REFETCH_DELAY_MS = 100;

/** POST /api/vehicle/vehicle-type/ */
export async function createVehicleType(body: VehicleTypeBody): Promise<void> {
  await callApi(vehicleTypesApi.create, { body });
}

export function useCreateVehicleTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicleType,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
      setTimeout(() => {
        void queryClient.refetchQueries({ queryKey: vehicleTypesKeys.all });
      }, VEHICLE_TYPE_REFETCH_DELAY_MS);
    },
  });
}
