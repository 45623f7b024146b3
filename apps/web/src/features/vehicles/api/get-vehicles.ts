import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { vehicleSchema } from '@showgrid/shared/schemas/vehicle';
import { pagedListOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

const vehiclesPageSchema = pagedListOf(vehicleSchema);
export type VehiclesPage = z.infer<typeof vehiclesPageSchema>;

export interface VehiclesFilter {
  eventId: number;
  page: number;
  /** Server-side search over owner name, registration number and vehicle id; blank means none. */
  search: string;
}

/** Every vehicle query sits under `all`, so one invalidation refreshes lists and free ids alike. */
export const vehiclesKeys = {
  all: ['vehicles'] as const,
  list: (filter: VehiclesFilter) => [...vehiclesKeys.all, 'list', filter] as const,
  availableIds: (filter: { eventId: number; categoryId: number; vehicleId: number | null }) =>
    [...vehiclesKeys.all, 'available-ids', filter] as const,
};

/** GET /api/vehicle/?page=N&intEventId=…&strSearchQuery=… — one page of an event's vehicles. */
export async function getVehicles({ eventId, page, search }: VehiclesFilter): Promise<VehiclesPage> {
  const body = await apiRequest(API.vehicles, {
    paginate: true,
    query: { page, intEventId: eventId, strSearchQuery: search.trim() || undefined },
  });
  return vehiclesPageSchema.parse(body);
}

export function getVehiclesQueryOptions(filter: VehiclesFilter) {
  return queryOptions({ queryKey: vehiclesKeys.list(filter), queryFn: () => getVehicles(filter) });
}

/** Keeps the previous page on screen while the next one loads (no flash of "Loading vehicles..."). */
export function useVehicles(filter: VehiclesFilter) {
  return useQuery({ ...getVehiclesQueryOptions(filter), placeholderData: keepPreviousData });
}
