import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { judgesApi } from '@showgrid/shared/contract/judges';
import type { judgeSavedSchema } from '@showgrid/shared/schemas/judge';
import { callApi } from '../../../lib/api-client';
import { toJudgeFormData, type JudgeFormPayload } from '../lib/judge-form-data';
import { judgesKeys } from '../../../api/judges';

export type JudgeSaved = z.infer<typeof judgeSavedSchema>;

/** POST /api/judges/ (multipart). A blank password asks the server to generate one. */
export async function createJudge(payload: JudgeFormPayload): Promise<JudgeSaved> {
  return callApi(judgesApi.create, { body: toJudgeFormData(payload) });
}

export function useCreateJudgeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJudge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgesKeys.all }),
  });
}
