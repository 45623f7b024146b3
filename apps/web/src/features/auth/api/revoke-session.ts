import { API } from '@showgrid/shared/paths';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/logout/ — revokes the refresh token's session on the server. */
export async function revokeSession(refresh: string): Promise<void> {
  // No refresh on 401: an expired access token must not turn a logout into "Session expired".
  await apiRequest(API.logout, { method: 'POST', body: { refresh }, skipAuthRefresh: true });
}
