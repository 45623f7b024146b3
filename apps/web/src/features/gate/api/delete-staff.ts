import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gateApi } from '@showgrid/shared/contract/gate';
import { callApi } from '../../../lib/api-client';
import { gateKeys } from './query-keys';

export function useDeleteStaffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await callApi(gateApi.staffDelete, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gateKeys.staff() }),
  });
}
