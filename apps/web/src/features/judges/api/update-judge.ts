import { useMutation, useQueryClient } from '@tanstack/react-query';
import { judgesApi } from '@showgrid/shared/contract/judges';
import { callApi } from '../../../lib/api-client';
import { toJudgeFormData, type JudgeFormPayload } from '../lib/judge-form-data';
import { judgesKeys } from '../../../api/judges';

export interface UpdateJudgeInput {
  judgeId: number;
  payload: JudgeFormPayload;
}

/** PUT /api/judges/ (multipart with intJudgeId). A blank password keeps the current one. */
export async function updateJudge({ judgeId, payload }: UpdateJudgeInput): Promise<void> {
  await callApi(judgesApi.update, { body: toJudgeFormData(payload, judgeId) });
}

export function useUpdateJudgeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJudge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgesKeys.all }),
  });
}
