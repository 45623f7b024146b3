import { API } from '@showgrid/shared/paths';
import { refreshResponseSchema } from '@showgrid/shared/schemas/auth';
import { ApiError } from './api-errors';
import { rawFetch, readBody } from './http';
import { decodeAccessClaims } from './jwt';
import { endSession } from './session-binding';
import { clearTokensIfStill, holdRefreshToken, readTokens, setTokens } from './token-storage';

/** Web Lock shared by every tab of the origin. */
export const REFRESH_LOCK = 'showgrid-token-refresh';

let refreshInFlight: Promise<string | null> | null = null;

/**
 * A fresh access token to replay a request whose token `rejected` got a 401, or null when the session
 * is over. Refresh tokens rotate; a used one that comes back within a minute of its rotation gets a
 * pair of the same family, later the server revokes the whole family (ADR 003). One refresh at a
 * time across tabs still keeps sessions tidy: under a Web Lock where the browser has one (secure
 * contexts only), else single flight within this tab.
 */
export async function refreshAccessToken(rejected: string): Promise<string | null> {
  const locks: LockManager | undefined = navigator.locks;
  if (locks) return await locks.request(REFRESH_LOCK, () => refreshUnlessDone(rejected));
  refreshInFlight ??= refreshUnlessDone(rejected).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function refreshUnlessDone(rejected: string): Promise<string | null> {
  const stored = await readTokens();
  if (stored.access !== null && stored.access !== rejected) {
    // Another request or tab refreshed (or signed in) since this request was sent.
    if (!sameUser(stored.access, rejected)) return endSession({ deviceCleared: false });
    holdRefreshToken(stored.refresh);
    return stored.access;
  }
  return runRefresh(stored.refresh);
}

// A token of another user (someone signed in on another tab) must never carry this tab's requests.
function sameUser(a: string, b: string): boolean {
  return decodeAccessClaims(a)?.user_id === decodeAccessClaims(b)?.user_id;
}

async function runRefresh(refresh: string | null): Promise<string | null> {
  if (!refresh) return expireSession(null);
  // Offline throws OfflineError here: a dead network is not an expired session (PRODUCT: offline judging).
  const response = await rawFetch(API.tokenRefresh, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refresh }),
    // A refresh that hangs holds the cross-tab lock; after 15 s it counts as offline (session kept).
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    return expireSession(refresh);
  }
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  const parsed = refreshResponseSchema.safeParse(await readBody(response));
  if (!parsed.success) return expireSession(refresh);
  // Refresh tokens rotate: the old one is dead now, so both are stored.
  await setTokens(parsed.data);
  return parsed.data.access;
}

async function expireSession(rejected: string | null): Promise<null> {
  const deviceCleared = await clearTokensIfStill(rejected);
  return endSession({ deviceCleared });
}
