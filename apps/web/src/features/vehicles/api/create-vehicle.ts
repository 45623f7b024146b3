import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { callApi } from '../../../lib/api-client';
import { toVehicleFormData, type VehicleFormPayload } from '../lib/vehicle-form-data';
import { vehiclesKeys } from './get-vehicles';

export interface CreateVehicleInput {
  eventId: number;
  payload: VehicleFormPayload;
}

/** POST /api/vehicle/ (multipart: the fields, vehicleImages and vehicleDocuments). */
export async function createVehicle({ eventId, payload }: CreateVehicleInput): Promise<Vehicle> {
  return (await callApi(vehiclesApi.create, { body: toVehicleFormData(payload, { eventId }) })).data;
}

export function useCreateVehicleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
