import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { vehicleTypeSchema, type VehicleType } from '@showgrid/shared/schemas/catalogue';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

const responseSchema = dataOf(z.array(vehicleTypeSchema));

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
