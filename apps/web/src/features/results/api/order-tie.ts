import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { apiRequest } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

export interface TieOrder {
  intEventId: number;
  intCategoryId: number;
  arrVehicleIds: number[];
}

/** PUT /api/ranking/tie-order/ — the admin's order for vehicles the rules could not separate. */
export function useOrderTie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TieOrder) => apiRequest(API.rankingTieOrder, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}
