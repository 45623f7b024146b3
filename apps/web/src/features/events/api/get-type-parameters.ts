import { queryOptions, useQueries } from '@tanstack/react-query';
import { parametersApi } from '@showgrid/shared/contract/parameters';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { callApi } from '../../../lib/api-client';

const eventFormKeys = {
  typeParameters: (vehicleTypeId: number) => ['event-form', 'type-parameters', vehicleTypeId] as const,
};

/** GET /api/vehicle/parameter/?intVehicleTypeId=N, every row: the parameters a tie-break can name. */
export async function getTypeParameters(vehicleTypeId: number): Promise<Parameter[]> {
  return (await callApi(parametersApi.list, { query: { intVehicleTypeId: vehicleTypeId } })).data;
}

export function getTypeParametersQueryOptions(vehicleTypeId: number) {
  return queryOptions({ queryKey: eventFormKeys.typeParameters(vehicleTypeId), queryFn: () => getTypeParameters(vehicleTypeId) });
}

/** The live parameters of these vehicle types (the types of the event's chosen categories), in one list. */
export function useTypesParameters(vehicleTypeIds: readonly number[]) {
  return useQueries({
    queries: vehicleTypeIds.map(getTypeParametersQueryOptions),
    combine: (results) => ({
      data: results.flatMap((result) => result.data ?? []),
      isLoading: results.some((result) => result.isLoading),
      isError: results.some((result) => result.isError),
    }),
  });
}
