import { queryOptions } from '@tanstack/react-query';
import { parametersApi } from '@showgrid/shared/contract/parameters';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/vehicle/parameter/?intVehicleTypeId= — a vehicle type's live parameters. */
export function getTypeParametersQueryOptions(vehicleTypeId: number | undefined) {
  return queryOptions({
    queryKey: resultsKeys.typeParameters(vehicleTypeId ?? 0),
    queryFn: async () => (await callApi(parametersApi.list, { query: { intVehicleTypeId: vehicleTypeId } })).data,
  });
}
