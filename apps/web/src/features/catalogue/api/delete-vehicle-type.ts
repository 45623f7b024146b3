import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleTypesApi } from '@showgrid/shared/contract/vehicle-types';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { callApi } from '../../../lib/api-client';
import { failureMessage } from '../lib/server-errors';
import { catalogueKeys } from './query-keys';

/** DELETE /api/vehicle/vehicle-type/{id}/ — its parameters go with it; refused (409) while categories use it. */
export async function deleteVehicleType(id: number): Promise<void> {
  await callApi(vehicleTypesApi.remove, { params: { id } });
}

export function useDeleteVehicleTypeMutation() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicleType,
    meta: { errorMessage: (error) => failureMessage(error, _(/*i18n*/ { id: 'Failed to remove vehicle type' })) },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.parametersAll });
    },
  });
}
