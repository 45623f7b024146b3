import { queryOptions, useQuery } from '@tanstack/react-query';
import { parametersApi } from '@showgrid/shared/contract/parameters';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { callApi } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/vehicle/parameter/?intVehicleTypeId=N — the judging parameters of one vehicle type. */
export async function getParameters(vehicleTypeId: number): Promise<Parameter[]> {
  return (await callApi(parametersApi.list, { query: { intVehicleTypeId: vehicleTypeId } })).data;
}

export function getParametersQueryOptions(vehicleTypeId: number) {
  return queryOptions({
    queryKey: catalogueKeys.parameters(vehicleTypeId),
    queryFn: () => getParameters(vehicleTypeId),
  });
}

/** Nothing is fetched until a vehicle type is chosen. */
export function useParameters(vehicleTypeId: number | null) {
  return useQuery({
    ...getParametersQueryOptions(vehicleTypeId ?? 0),
    enabled: vehicleTypeId !== null,
  });
}
