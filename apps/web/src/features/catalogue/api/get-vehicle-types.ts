import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { vehicleTypeSchema, type VehicleType } from '@showgrid/shared/schemas/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

const responseSchema = z.object({ data: z.array(vehicleTypeSchema) });

/** GET /api/vehicle/vehicle-type/ — every vehicle type, with its category and parameter counts. */
export async function getVehicleTypes(): Promise<VehicleType[]> {
  return responseSchema.parse(await apiRequest(API.vehicleTypes)).data;
}

export function getVehicleTypesQueryOptions() {
  return queryOptions({ queryKey: catalogueKeys.vehicleTypes, queryFn: getVehicleTypes });
}

export function useVehicleTypes() {
  return useQuery(getVehicleTypesQueryOptions());
}
