import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resultsApi } from '@showgrid/shared/contract/results';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

export interface TieOrder {
  intEventId: number;
  intCategoryId: number;
  arrVehicleIds: number[];
}

/** PUT /api/ranking/tie-order/ — the admin's order for vehicles the rules could not separate. */
export function useOrderTie() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TieOrder) => callApi(resultsApi.orderTie, { body }),
    meta: { errorMessage: _(/*i18n*/ { id: 'Could not save the order.' }) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}
