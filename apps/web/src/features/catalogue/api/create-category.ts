import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoriesApi } from '@showgrid/shared/contract/categories';
import type { CategoryBody } from '@showgrid/shared/schemas/catalogue';
import { categoriesKeys } from '../../../api/categories';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { callApi } from '../../../lib/api-client';

/** POST /api/vehicle/vehicle-category/ — the icon as base64 without a data-URL prefix. */
export async function createCategory(body: CategoryBody): Promise<void> {
  await callApi(categoriesApi.create, { body });
}

export function useCreateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoriesKeys.all });
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
    },
  });
}
