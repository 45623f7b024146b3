import { registrationApi } from '@showgrid/shared/contract/registration';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/entrant/verify-code/ — checks the code. The answer's token is not kept: the server also
 * sets it as an HttpOnly cookie, which the browser sends to /api/entrant/ and no script can read.
 */
export async function verifyEntrantCode(strEmail: string, strCode: string): Promise<void> {
  await callApi(registrationApi.verifyCode, { body: { strEmail, strCode }, anonymous: true });
}
