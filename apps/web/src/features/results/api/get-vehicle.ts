import { queryOptions } from '@tanstack/react-query';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/vehicle/{id}/ — one vehicle (the paper-entry form reads its type). */
export function getVehicleQueryOptions(vehicleId: number) {
  return queryOptions({
    queryKey: [...resultsKeys.all, 'vehicle', vehicleId],
    queryFn: async () => (await callApi(vehiclesApi.one, { params: { id: vehicleId } })).data,
  });
}
