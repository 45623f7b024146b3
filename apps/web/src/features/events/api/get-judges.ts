import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { judgeSchema } from '@showgrid/shared/schemas/judge';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

const judgeChoiceSchema = judgeSchema.pick({
  intJudgeId: true,
  strFullName: true,
  strTitle: true,
  strJudgeCode: true,
  profilePicture: true,
});
export type JudgeChoice = z.infer<typeof judgeChoiceSchema>;
const responseSchema = dataOf(z.array(judgeChoiceSchema));

/** GET /api/judges/ (every row) — the event form's judge choices. */
export async function getJudges(): Promise<JudgeChoice[]> {
  return responseSchema.parse(await apiRequest(API.judges)).data;
}

export function getJudgesQueryOptions() {
  return queryOptions({ queryKey: ['event-form', 'judges'] as const, queryFn: getJudges });
}

export function useJudges() {
  return useQuery(getJudgesQueryOptions());
}
