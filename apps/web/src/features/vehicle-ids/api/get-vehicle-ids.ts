import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { vehicleIdStatusSchema, type VehicleIdStatus } from '@showgrid/shared/schemas/vehicle';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { vehicleIdKeys } from './query-keys';

const responseSchema = dataOf(z.array(vehicleIdStatusSchema));

/** GET /api/vehicle/unique-id/?intCategoryId=N — the category's whole series, Assigned or not. */
export async function getVehicleIds(categoryId: number): Promise<VehicleIdStatus[]> {
  return responseSchema.parse(await apiRequest(API.vehicleIds, { query: { intCategoryId: categoryId } })).data;
}

export function getVehicleIdsQueryOptions(categoryId: number) {
  return queryOptions({ queryKey: vehicleIdKeys.list(categoryId), queryFn: () => getVehicleIds(categoryId) });
}

/** Nothing is fetched until a category is chosen. */
export function useVehicleIds(categoryId: number | null) {
  return useQuery({ ...getVehicleIdsQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}
