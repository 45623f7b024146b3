import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { judgesApi } from '@showgrid/shared/contract/judges';
import { callApi } from '../../../lib/api-client';
import type { JudgeSaved } from './create-judge';

/** POST /api/judges/{id}/reset-password/ — a new generated password; the judge's sessions end. */
export async function resetJudgePassword(judgeId: number): Promise<JudgeSaved> {
  return callApi(judgesApi.resetPassword, { params: { id: judgeId } });
}

export function useResetJudgePasswordMutation() {
  const { _ } = useLingui();
  return useMutation({ mutationFn: resetJudgePassword, meta: { errorMessage: _(/*i18n*/ { id: 'Failed to reset password' }) } });
}
