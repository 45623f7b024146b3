import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import { callApi } from '../../../lib/api-client';
import { vehiclesKeys } from './get-vehicles';

/** DELETE /api/vehicle/?intVehicleId=N (SPEC's original sent nothing; this one really deletes). */
export async function deleteVehicle(vehicleId: number): Promise<void> {
  await callApi(vehiclesApi.remove, { query: { intVehicleId: vehicleId } });
}

export function useDeleteVehicleMutation() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    meta: { errorMessage: _(/*i18n*/ { id: 'Failed to delete vehicle' }) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
