import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { categoriesKeys } from '../../../api/categories';
import { vehicleTypesKeys } from '../../../api/vehicle-types';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/vehicle/vehicle-category/{id}/ — also unmaps it from events; refused (409) while in use. */
export async function deleteCategory(id: number): Promise<void> {
  await apiRequest(API.category(id), { method: 'DELETE' });
}

export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoriesKeys.all });
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKeys.all });
    },
  });
}
