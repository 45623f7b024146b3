import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { scoreConflictsApi } from '@showgrid/shared/contract/scores';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** POST /api/score-conflict/{id}/apply/ — the organiser makes the conflicting edit the saved score. */
export function useApplyConflictMutation({ onSettled }: { onSettled: () => void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(scoreConflictsApi.applyConflict, { params: { id } }),
    onSuccess: () => toast.success(_(/*i18n*/ { id: 'Edit applied' })),
    meta: { errorMessage: _(/*i18n*/ { id: 'Could not apply the edit.' }) },
    // The results (totals, ranks, the judge's sheet) change with an applied edit; a refusal may
    // mean the list is stale (resolved elsewhere), so both refetch.
    onSettled: () => {
      onSettled();
      return queryClient.invalidateQueries({ queryKey: resultsKeys.all });
    },
  });
}
