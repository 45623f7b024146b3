import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoriesApi } from '@showgrid/shared/contract/categories';
import { categoriesKeys } from '../../../api/categories';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { callApi } from '../../../lib/api-client';
import { failureMessage } from '../lib/server-errors';

/** DELETE /api/vehicle/vehicle-category/{id}/ — also unmaps it from events; refused (409) while in use. */
export async function deleteCategory(id: number): Promise<void> {
  await callApi(categoriesApi.remove, { params: { id } });
}

export function useDeleteCategoryMutation() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    meta: { errorMessage: (error) => failureMessage(error, _(/*i18n*/ { id: 'Failed to delete category' })) },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoriesKeys.all });
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
    },
  });
}
