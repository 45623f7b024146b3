import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { vehicleSchema, type Vehicle } from '@showgrid/shared/schemas/vehicle';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { toVehicleFormData, type VehicleFormPayload } from '../lib/vehicle-form-data';
import { vehiclesKeys } from './get-vehicles';

const responseSchema = dataOf(vehicleSchema);

export interface UpdateVehicleInput {
  vehicleId: number;
  payload: VehicleFormPayload;
}

/** PUT /api/vehicle/ (multipart with intVehicleId, arrRemovedFileIds and the new files). */
export async function updateVehicle({ vehicleId, payload }: UpdateVehicleInput): Promise<Vehicle> {
  const body = await apiRequest(API.vehicles, { method: 'PUT', body: toVehicleFormData(payload, { vehicleId }) });
  return responseSchema.parse(body).data;
}

export function useUpdateVehicleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
