import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

export const PAPER_SAVED = english(/*i18n*/ { id: 'Paper sheet saved' });

/** POST /api/score-entry/ by the admin with the judge named and blnFromPaper (ADR 034). */
export function useEnterPaperSheetMutation({ onSaved }: { onSaved: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreEntryBody) => callApi(scoreEntriesApi.create, { body }),
    onSuccess: () => {
      toast.success(translated(i18n, PAPER_SAVED));
      onSaved();
    },
    // Totals, ranks, the judge's column and the vehicle's sheets all change with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}
