import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { judgeSavedSchema } from '@showgrid/shared/schemas/judge';
import { apiRequest } from '../../../lib/api-client';
import { toJudgeFormData, type JudgeFormPayload } from '../lib/judge-form-data';
import { judgesKeys } from '../../../api/judges';

export type JudgeSaved = z.infer<typeof judgeSavedSchema>;

/** POST /api/judges/ (multipart). A blank password asks the server to generate one. */
export async function createJudge(payload: JudgeFormPayload): Promise<JudgeSaved> {
  const body = await apiRequest(API.judges, { method: 'POST', body: toJudgeFormData(payload) });
  return judgeSavedSchema.parse(body);
}

export function useCreateJudgeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJudge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgesKeys.all }),
  });
}
