import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import { callApi } from '../../../lib/api-client';
import { paged } from '../../../lib/paged';
import { dashboardKeys } from './get-dashboard';

/** GET /api/vehicle/?page=1 — how many vehicles are registered in all events (the set-up's last step). */
export async function getVehicleCount(): Promise<number> {
  return paged(await callApi(vehiclesApi.list, { paginate: true, query: { page: 1 } })).pagination.total;
}

export function getVehicleCountQueryOptions() {
  return queryOptions({ queryKey: [...dashboardKeys.all, 'vehicle-count'] as const, queryFn: getVehicleCount });
}

export function useVehicleCount() {
  return useQuery(getVehicleCountQueryOptions());
}
