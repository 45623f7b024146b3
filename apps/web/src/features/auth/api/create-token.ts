import { API } from '@showgrid/shared/paths';
import { tokenPairSchema, type LoginBody, type TokenPair } from '@showgrid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/token/ — exchanges e-mail and password for a token pair. This client keeps the
 * refresh token each refresh answers, so it asks for rotating ones (ADR 003).
 */
export async function createToken(body: LoginBody): Promise<TokenPair> {
  return tokenPairSchema.parse(await apiRequest(API.token, { method: 'POST', body: { ...body, blnRotateRefresh: true } }));
}
