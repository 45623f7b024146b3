import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoreConflictsApi } from '@showgrid/shared/contract/scores';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** PUT /api/score-conflict/{id}/ — the organiser keeps the saved score; the conflict is settled. */
export function useResolveConflictMutation(eventId: number) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(scoreConflictsApi.resolveConflict, { params: { id }, body: { blnResolved: true } }),
    meta: { errorMessage: _(/*i18n*/ { id: 'Could not resolve the conflict.' }) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resultsKeys.conflicts(eventId) }),
  });
}
