import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import type { VehicleIdSeriesBody } from '@showgrid/shared/schemas/catalogue';
import { categoriesKeys } from '../../../api/categories';
import { apiRequest } from '../../../lib/api-client';
import { vehicleIdKeys } from './query-keys';

export interface SeriesUpdate {
  categoryId: number;
  series: VehicleIdSeriesBody;
}

/** PUT /api/vehicle/vehicle-category/{id}/ with strPrefix, intStartRange and intRangeUpto only. */
export async function updateVehicleIdSeries({ categoryId, series }: SeriesUpdate): Promise<void> {
  await apiRequest(API.category(categoryId), { method: 'PUT', body: series });
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
