import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import type { Pagination } from '@showgrid/shared/schemas/pagination';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { callApi } from '../../../lib/api-client';
import { paged } from '../../../lib/paged';

export interface VehiclesPage {
  data: Vehicle[];
  pagination: Pagination;
}

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
  return paged(
    await callApi(vehiclesApi.list, {
      paginate: true,
      query: { page, intEventId: eventId, strSearchQuery: search.trim() || undefined },
    }),
  );
}

export function getVehiclesQueryOptions(filter: VehiclesFilter) {
  return queryOptions({ queryKey: vehiclesKeys.list(filter), queryFn: () => getVehicles(filter) });
}

/** Keeps the previous page on screen while the next one loads (no flash of "Loading vehicles..."). */
export function useVehicles(filter: VehiclesFilter) {
  return useQuery({ ...getVehiclesQueryOptions(filter), placeholderData: keepPreviousData });
}
