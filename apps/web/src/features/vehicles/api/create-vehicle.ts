import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { vehicleSchema, type Vehicle } from '@showgrid/shared/schemas/vehicle';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { toVehicleFormData, type VehicleFormPayload } from '../lib/vehicle-form-data';
import { vehiclesKeys } from './get-vehicles';

const responseSchema = dataOf(vehicleSchema);

export interface CreateVehicleInput {
  eventId: number;
  payload: VehicleFormPayload;
}

/** POST /api/vehicle/ (multipart: the fields, vehicleImages and vehicleDocuments). */
export async function createVehicle({ eventId, payload }: CreateVehicleInput): Promise<Vehicle> {
  const body = await apiRequest(API.vehicles, { method: 'POST', body: toVehicleFormData(payload, { eventId }) });
  return responseSchema.parse(body).data;
}

export function useCreateVehicleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
