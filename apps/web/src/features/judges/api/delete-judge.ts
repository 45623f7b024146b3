import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { judgesApi } from '@showgrid/shared/contract/judges';
import { callApi } from '../../../lib/api-client';
import { judgesKeys } from '../../../api/judges';

/** DELETE /api/judges/?intJudgeId=N — refused with 409 when the judge has given scores. */
export async function deleteJudge(judgeId: number): Promise<void> {
  await callApi(judgesApi.remove, { query: { intJudgeId: judgeId } });
}

export function useDeleteJudgeMutation() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJudge,
    meta: { errorMessage: _(/*i18n*/ { id: 'Failed to delete judge' }) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgesKeys.all }),
  });
}
