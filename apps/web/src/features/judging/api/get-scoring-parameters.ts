import { useEffect } from 'react';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { parametersApi } from '@showgrid/shared/contract/parameters';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { callApi } from '../../../lib/api-client';
import { useJudgeStore } from '../stores/judge-store';
import { judgingKeys } from './query-keys';

/** GET /api/vehicle/parameter/?intVehicleTypeId= — the live parameters a vehicle is scored on. */
export async function getScoringParameters(vehicleTypeId: number): Promise<Parameter[]> {
  return (await callApi(parametersApi.list, { query: { intVehicleTypeId: vehicleTypeId } })).data;
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

/** Structurally shared by TanStack Query: the same array while no parameter list changed. */
const dataOfEach = (results: { data?: Parameter[] }[]) => results.map((result) => result.data);

/**
 * Loads the parameters of every vehicle type on the judge's list and keeps them on the tablet,
 * so a scoring sheet opens offline even for a type the judge has not scored online yet.
 */
export function useParametersKeptOnDevice(vehicleTypeIds: readonly number[]): void {
  const ids = [...new Set(vehicleTypeIds)].sort((a, b) => a - b);
  const data = useQueries({ queries: ids.map((id) => getScoringParametersQueryOptions(id)), combine: dataOfEach });
  const key = ids.join(',');
  useEffect(() => {
    const typeIds = key === '' ? [] : key.split(',').map(Number);
    const { parameters: kept, setParameters } = useJudgeStore.getState();
    typeIds.forEach((typeId, index) => {
      const loaded = data[index];
      if (loaded && kept[typeId] !== loaded) setParameters(typeId, loaded);
    });
  }, [key, data]);
}
