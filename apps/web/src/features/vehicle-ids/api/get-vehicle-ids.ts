import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import type { VehicleIdStatus } from '@showgrid/shared/schemas/vehicle';
import { callApi } from '../../../lib/api-client';
import { vehicleIdKeys } from './query-keys';

/** GET /api/vehicle/unique-id/?intCategoryId=N — the category's whole series, Assigned or not. */
export async function getVehicleIds(categoryId: number): Promise<VehicleIdStatus[]> {
  return (await callApi(vehicleIdsApi.list, { query: { intCategoryId: categoryId } })).data;
}

export function getVehicleIdsQueryOptions(categoryId: number) {
  return queryOptions({ queryKey: vehicleIdKeys.list(categoryId), queryFn: () => getVehicleIds(categoryId) });
}

/** Nothing is fetched until a category is chosen. */
export function useVehicleIds(categoryId: number | null) {
  return useQuery({ ...getVehicleIdsQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}
