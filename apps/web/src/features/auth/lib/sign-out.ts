import { clearTokens, getRefreshToken } from '../../../lib/token-storage';
import { clearSessionUser } from '../stores/session-store';

/**
 * Forgets tokens and user on this device and returns the refresh token for the caller to revoke
 * (revokeInBackground) once the user has moved on. Never rejects: a logout must always log out.
 */
export async function signOutLocally(): Promise<string | null> {
  const refresh = await getRefreshToken().catch(() => null);
  await clearTokens().catch(reportDeviceFailure);
  await clearSessionUser();
  return refresh;
}

// A broken device database (quota, private mode) must not keep the user signed in on screen.
function reportDeviceFailure(error: unknown): void {
  console.warn('Could not remove the stored tokens', error);
}
