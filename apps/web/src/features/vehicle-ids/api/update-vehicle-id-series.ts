import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoriesApi } from '@showgrid/shared/contract/categories';
import type { VehicleIdSeriesBody } from '@showgrid/shared/schemas/catalogue';
import { categoriesKeys } from '../../../api/categories';
import { callApi } from '../../../lib/api-client';
import { vehicleIdKeys } from './query-keys';

export interface SeriesUpdate {
  categoryId: number;
  series: VehicleIdSeriesBody;
}

/** PUT /api/vehicle/vehicle-category/{id}/ with strPrefix, intStartRange and intRangeUpto only. */
export async function updateVehicleIdSeries({ categoryId, series }: SeriesUpdate): Promise<void> {
  await callApi(categoriesApi.update, { params: { id: categoryId }, body: series });
}

export function useUpdateVehicleIdSeriesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicleIdSeries,
    onSuccess: (_data, { categoryId }) => {
      void queryClient.invalidateQueries({ queryKey: categoriesKeys.all });
      void queryClient.invalidateQueries({ queryKey: vehicleIdKeys.list(categoryId) });
    },
  });
}
