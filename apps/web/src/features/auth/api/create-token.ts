import { authApi } from '@showgrid/shared/contract/auth';
import type { LoginBody, TokenPair } from '@showgrid/shared/schemas/auth';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/auth/token/ — exchanges e-mail and password for a token pair. This client keeps the
 * refresh token each refresh answers, so it asks for rotating ones (ADR 003).
 */
export async function createToken(body: LoginBody): Promise<TokenPair> {
  return callApi(authApi.token, { body: { ...body, blnRotateRefresh: true } });
}
