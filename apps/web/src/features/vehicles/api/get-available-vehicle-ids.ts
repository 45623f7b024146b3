import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import { callApi } from '../../../lib/api-client';
import { vehiclesKeys } from './get-vehicles';

export interface AvailableIdsFilter {
  eventId: number;
  categoryId: number;
  /** When editing: the vehicle's own id is offered too. */
  vehicleId: number | null;
}

/** GET /api/vehicle/available-unique-id/ — the category's vehicle ids still free in the event. */
export async function getAvailableVehicleIds({ eventId, categoryId, vehicleId }: AvailableIdsFilter): Promise<string[]> {
  const answer = await callApi(vehicleIdsApi.available, {
    query: { intEventId: eventId, intCategoryId: categoryId, intVehicleId: vehicleId ?? undefined },
  });
  return answer.data;
}

export function getAvailableVehicleIdsQueryOptions(filter: AvailableIdsFilter | null) {
  return queryOptions({
    queryKey: filter ? vehiclesKeys.availableIds(filter) : [...vehiclesKeys.all, 'available-ids', null],
    queryFn: filter ? () => getAvailableVehicleIds(filter) : skipToken,
  });
}

/** SPEC §2: nothing is loaded until a category is chosen (filter null). */
export function useAvailableVehicleIds(filter: AvailableIdsFilter | null) {
  return useQuery(getAvailableVehicleIdsQueryOptions(filter));
}
