import { useQuery } from '@tanstack/react-query';
import { vehicleTypesApi } from '@showgrid/shared/contract/vehicle-types';
import { callApi } from '../lib/api-client';
import { everyRowQuery } from './every-row';

/**
 * The vehicle types as more than one feature reads them (the catalogue's pages, the vehicle form):
 * their one query key, so a type added or removed, or its counts changed by a parameter or a
 * category, refreshes every view of them.
 */
export const vehicleTypesKeys = {
  all: ['vehicle-types'] as const,
};

/** GET /api/vehicle/vehicle-type/ — every vehicle type, with its category and parameter counts. */
export function getVehicleTypesQueryOptions() {
  return everyRowQuery(vehicleTypesKeys.all, () => callApi(vehicleTypesApi.list));
}

export function useVehicleTypes() {
  return useQuery(getVehicleTypesQueryOptions());
}
