import { DEVICE_DB } from '@showgrid/shared/limits';
import { getDeviceDb, idbGet } from './idb';

const STORE = DEVICE_DB.stores.user;
const { access: ACCESS_KEY, refresh: REFRESH_KEY } = DEVICE_DB.tokenKeys;

export interface StoredTokens {
  access: string;
  refresh: string;
}

export interface TokensOnDisk {
  access: string | null;
  refresh: string | null;
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

/** Both tokens as one snapshot: another tab may be writing a new pair at the same moment. */
export async function readTokens(): Promise<TokensOnDisk> {
  const db = await getDeviceDb();
  const tx = db.transaction(STORE, 'readonly');
  const [access, refresh] = await Promise.all([tx.store.get(ACCESS_KEY), tx.store.get(REFRESH_KEY), tx.done]);
  return { access: access ?? null, refresh: refresh ?? null };
}

// One transaction for both keys: a reader (another tab) never sees a new access beside an old refresh.
export async function setTokens(tokens: StoredTokens): Promise<void> {
  heldRefresh = tokens.refresh;
  const db = await getDeviceDb();
  const tx = db.transaction(STORE, 'readwrite');
  await Promise.all([tx.store.put(tokens.access, ACCESS_KEY), tx.store.put(tokens.refresh, REFRESH_KEY), tx.done]);
}

export async function clearTokens(): Promise<void> {
  heldRefresh = null;
  const db = await getDeviceDb();
  const tx = db.transaction(STORE, 'readwrite');
  await Promise.all([tx.store.delete(ACCESS_KEY), tx.store.delete(REFRESH_KEY), tx.done]);
}

/** Called once the stored session is restored: from now on this tab holds the tokens on disk. */
export async function adoptStoredTokens(): Promise<void> {
  heldRefresh = await getRefreshToken();
}

/** This tab now uses a pair another tab stored (it refreshed first): that pair is ours too. */
export function holdRefreshToken(refresh: string | null): void {
  heldRefresh = refresh;
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
  return deleteIfRefreshIs(held, [ACCESS_KEY, REFRESH_KEY, ...extraKeys]);
}

/**
 * Removes both tokens only if the stored refresh token is still `rejected` (null: none stored).
 * The server refused that one; a different one was stored by another tab's refresh or login and
 * must survive this tab's expired session.
 */
export async function clearTokensIfStill(rejected: string | null): Promise<boolean> {
  if (heldRefresh === rejected) heldRefresh = null;
  return deleteIfRefreshIs(rejected, [ACCESS_KEY, REFRESH_KEY]);
}

async function deleteIfRefreshIs(expected: string | null, keys: string[]): Promise<boolean> {
  const db = await getDeviceDb();
  const tx = db.transaction(STORE, 'readwrite');
  const stored = (await tx.store.get(REFRESH_KEY)) ?? null;
  const matches = stored === expected;
  if (matches) await Promise.all(keys.map((key) => tx.store.delete(key)));
  await tx.done;
  return matches;
}
