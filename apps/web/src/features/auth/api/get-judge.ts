import { API } from '@showgrid/shared/paths';
import { judgeSchema, type Judge } from '@showgrid/shared/schemas/judge';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

const responseSchema = dataOf(judgeSchema);

/** GET /api/judges/{id}/ — the judge record kept in the session after a judge signs in. */
export async function getJudge(id: number): Promise<Judge> {
  return responseSchema.parse(await apiRequest(API.judge(id))).data;
}
