import { judgesApi } from '@showgrid/shared/contract/judges';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { callApi } from '../../../lib/api-client';

/** GET /api/judges/{id}/ — the judge record kept in the session after a judge signs in. */
export async function getJudge(id: number): Promise<Judge> {
  return (await callApi(judgesApi.one, { params: { id } })).data;
}
