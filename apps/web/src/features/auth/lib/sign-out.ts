import { clearTokens, getRefreshToken } from '../../../lib/token-storage';
import { revokeSession } from '../api/revoke-session';
import { flushSessionStorage, useSessionStore } from '../stores/session-store';

/** Revokes the session (best effort), then forgets tokens and user on this device. */
export async function signOut(): Promise<void> {
  const refresh = await getRefreshToken();
  if (refresh) {
    // Logging out must work offline or with a dead session, so the server's answer is ignored.
    await revokeSession(refresh).catch(() => undefined);
  }
  await clearTokens();
  useSessionStore.getState().clearUser();
  await flushSessionStorage();
}
