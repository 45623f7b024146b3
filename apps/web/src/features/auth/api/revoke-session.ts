import { authApi } from '@showgrid/shared/contract/auth';
import { callApi } from '../../../lib/api-client';

/** How long a background revoke may wait on a venue's bad network before it is given up. */
export const REVOKE_TIMEOUT_MS = 5000;

/** POST /api/auth/logout/ — revokes the refresh token's session on the server. */
export async function revokeSession(refresh: string, signal?: AbortSignal): Promise<void> {
  // No refresh on 401: an expired access token must not turn a logout into "Session expired".
  await callApi(authApi.logout, { body: { refresh }, skipAuthRefresh: true, signal });
}

/**
 * Tells the server in the background, after the device has already forgotten the session: the user
 * never waits on it, and an offline or hanging network just leaves the token to expire on its own.
 */
export function revokeInBackground(refresh: string | null): void {
  if (!refresh) return;
  void revokeSession(refresh, AbortSignal.timeout(REVOKE_TIMEOUT_MS)).catch(() => undefined);
}
