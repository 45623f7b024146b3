import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { parameterSchema, type Parameter } from '@showgrid/shared/schemas/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { judgingKeys } from './query-keys';

const responseSchema = z.object({ data: z.array(parameterSchema) });

/** GET /api/vehicle/parameter/?intVehicleTypeId= — the live parameters a vehicle is scored on. */
export async function getScoringParameters(vehicleTypeId: number): Promise<Parameter[]> {
  const body = await apiRequest(API.parameters, { query: { intVehicleTypeId: vehicleTypeId } });
  return responseSchema.parse(body).data;
}

export function getScoringParametersQueryOptions(vehicleTypeId: number) {
  return queryOptions({
    queryKey: judgingKeys.parameters(vehicleTypeId),
    queryFn: () => getScoringParameters(vehicleTypeId),
  });
}

export function useScoringParameters(vehicleTypeId: number | null) {
  return useQuery({ ...getScoringParametersQueryOptions(vehicleTypeId ?? 0), enabled: vehicleTypeId !== null });
}
