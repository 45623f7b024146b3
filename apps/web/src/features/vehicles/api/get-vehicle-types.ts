import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { vehicleTypeSchema } from '@showgrid/shared/schemas/catalogue';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

const vehicleTypeChoiceSchema = vehicleTypeSchema.pick({ id: true, strVehicleTypeTitle: true });
export type VehicleTypeChoice = z.infer<typeof vehicleTypeChoiceSchema>;
const responseSchema = dataOf(z.array(vehicleTypeChoiceSchema));

/** GET /api/vehicle/vehicle-type/ — the vehicle form's type choices. */
export async function getVehicleTypes(): Promise<VehicleTypeChoice[]> {
  return responseSchema.parse(await apiRequest(API.vehicleTypes)).data;
}

export function getVehicleTypesQueryOptions() {
  return queryOptions({ queryKey: ['vehicle-form', 'vehicle-types'] as const, queryFn: getVehicleTypes });
}

export function useVehicleTypes() {
  return useQuery(getVehicleTypesQueryOptions());
}
