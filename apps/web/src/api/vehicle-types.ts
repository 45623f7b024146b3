import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { vehicleTypeSchema, type VehicleType } from '@showgrid/shared/schemas/catalogue';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../lib/api-client';

/**
 * The vehicle types as more than one feature reads them (the catalogue's pages, the vehicle form):
 * their one query key, so a type added or removed, or its counts changed by a parameter or a
 * category, refreshes every view of them.
 */
export const vehicleTypesKeys = {
  all: ['vehicle-types'] as const,
};

const vehicleTypesAnswer = dataOf(z.array(vehicleTypeSchema));

/** GET /api/vehicle/vehicle-type/ — every vehicle type, with its category and parameter counts. */
export async function getVehicleTypes(): Promise<VehicleType[]> {
  return vehicleTypesAnswer.parse(await apiRequest(API.vehicleTypes)).data;
}

export function getVehicleTypesQueryOptions() {
  return queryOptions({ queryKey: vehicleTypesKeys.all, queryFn: getVehicleTypes });
}

export function useVehicleTypes() {
  return useQuery(getVehicleTypesQueryOptions());
}
