import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { parameterSchema, type Parameter } from '@showgrid/shared/schemas/catalogue';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

const responseSchema = dataOf(z.array(parameterSchema));

/** GET /api/vehicle/parameter/?intVehicleTypeId=N — the judging parameters of one vehicle type. */
export async function getParameters(vehicleTypeId: number): Promise<Parameter[]> {
  const body = await apiRequest(API.parameters, { query: { intVehicleTypeId: vehicleTypeId } });
  return responseSchema.parse(body).data;
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
