import { useMutation } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { judgeSavedSchema } from '@showgrid/shared/schemas/judge';
import { apiRequest } from '../../../lib/api-client';
import type { JudgeSaved } from './create-judge';

/** POST /api/judges/{id}/reset-password/ — a new generated password; the judge's sessions end. */
export async function resetJudgePassword(judgeId: number): Promise<JudgeSaved> {
  const body = await apiRequest(API.judgeResetPassword(judgeId), { method: 'POST' });
  return judgeSavedSchema.parse(body);
}

export function useResetJudgePasswordMutation() {
  return useMutation({ mutationFn: resetJudgePassword });
}
