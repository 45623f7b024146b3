import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gateApi } from '@showgrid/shared/contract/gate';
import type { StaffCreateBody } from '@showgrid/shared/schemas/gate';
import { callApi } from '../../../lib/api-client';
import { gateKeys } from './query-keys';

export function useCreateStaffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffCreateBody) => (await callApi(gateApi.staffCreate, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gateKeys.staff() }),
  });
}
