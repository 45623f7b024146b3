import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { categoriesApi } from '@showgrid/shared/contract/categories';
import type { categoryUpdateSchema } from '@showgrid/shared/schemas/catalogue';
import { categoriesKeys } from '../../../api/categories';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { callApi } from '../../../lib/api-client';

export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

/** PUT /api/vehicle/vehicle-category/{id}/ — only the fields sent change; no icon keeps the old one. */
export async function updateCategory({ id, body }: { id: number; body: CategoryUpdate }): Promise<void> {
  await callApi(categoriesApi.update, { params: { id }, body });
}

export function useUpdateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoriesKeys.all });
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
    },
  });
}
