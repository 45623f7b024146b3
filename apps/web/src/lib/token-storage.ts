import { DEVICE_DB } from '@showgrid/shared/limits';
import { getDeviceDb, idbDelete, idbGet, idbSet } from './idb';

const STORE = DEVICE_DB.stores.user;
const { access: ACCESS_KEY, refresh: REFRESH_KEY } = DEVICE_DB.tokenKeys;

export interface StoredTokens {
  access: string;
  refresh: string;
}

/**
 * The refresh token this tab itself stored or restored. Another tab's judge login broadcasts LOGOUT
 * and then stores its own tokens; comparing with this value tells whose tokens are on disk.
 */
let heldRefresh: string | null = null;

export function getAccessToken(): Promise<string | null> {
  return idbGet(STORE, ACCESS_KEY);
}

export function getRefreshToken(): Promise<string | null> {
  return idbGet(STORE, REFRESH_KEY);
}

export async function setTokens(tokens: StoredTokens): Promise<void> {
  heldRefresh = tokens.refresh;
  await idbSet(STORE, ACCESS_KEY, tokens.access);
  await idbSet(STORE, REFRESH_KEY, tokens.refresh);
}

export async function clearTokens(): Promise<void> {
  heldRefresh = null;
  await idbDelete(STORE, ACCESS_KEY);
  await idbDelete(STORE, REFRESH_KEY);
}

/** Called once the stored session is restored: from now on this tab holds the tokens on disk. */
export async function adoptStoredTokens(): Promise<void> {
  heldRefresh = await getRefreshToken();
}

/**
 * Removes the tokens (and the given extra keys of the same store, e.g. the persisted user) only if
 * the stored refresh token is still the one this tab held. Read and delete share one readwrite
 * transaction, so a login in another tab cannot slip in between.
 */
export async function clearTokensIfHeld(extraKeys: string[] = []): Promise<boolean> {
  const held = heldRefresh;
  heldRefresh = null;
  if (held === null) return false;
  const db = await getDeviceDb();
  const tx = db.transaction(STORE, 'readwrite');
  const stored = await tx.store.get(REFRESH_KEY);
  const ours = stored === held;
  if (ours) {
    await Promise.all([ACCESS_KEY, REFRESH_KEY, ...extraKeys].map((key) => tx.store.delete(key)));
  }
  await tx.done;
  return ours;
}
