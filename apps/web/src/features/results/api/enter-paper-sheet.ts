import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

export const PAPER_SAVED = 'Paper sheet saved';

/** POST /api/score-entry/ by the admin with the judge named and blnFromPaper (ADR 034). */
export function useEnterPaperSheetMutation({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreEntryBody) => callApi(scoreEntriesApi.create, { body }),
    onSuccess: () => {
      toast.success(PAPER_SAVED);
      onSaved();
    },
    // Totals, ranks, the judge's column and the vehicle's sheets all change with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}
