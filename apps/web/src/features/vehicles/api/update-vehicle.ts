import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { callApi } from '../../../lib/api-client';
import { toVehicleFormData, type VehicleFormPayload } from '../lib/vehicle-form-data';
import { vehiclesKeys } from './get-vehicles';

export interface UpdateVehicleInput {
  vehicleId: number;
  payload: VehicleFormPayload;
}

/** PUT /api/vehicle/ (multipart with intVehicleId, arrRemovedFileIds and the new files). */
export async function updateVehicle({ vehicleId, payload }: UpdateVehicleInput): Promise<Vehicle> {
  return (await callApi(vehiclesApi.update, { body: toVehicleFormData(payload, { vehicleId }) })).data;
}

export function useUpdateVehicleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
