import { describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { getDeviceDb, idbSet } from './idb';
import { clearTokens, clearTokensIfStill, getAccessToken, getRefreshToken, setTokens } from './token-storage';

const STORE = DEVICE_DB.stores.user;

/** What another tab reading both tokens at once would see. */
async function readPair(): Promise<string> {
  const db = await getDeviceDb();
  const tx = db.transaction(STORE, 'readonly');
  const [access, refresh] = await Promise.all([tx.store.get('accessToken'), tx.store.get('refreshToken')]);
  return `${access ?? '-'}/${refresh ?? '-'}`;
}

/** Reads the pair over and over while `write` runs; returns every pair seen. */
async function pairsSeenDuring(write: Promise<void>): Promise<Set<string>> {
  let done = false;
  void write.then(() => {
    done = true;
  });
  const seen = new Set<string>();
  while (!done) seen.add(await readPair());
  seen.add(await readPair());
  return seen;
}

describe('token storage', () => {
  it('stores a new pair in one step: a reader never sees a new access beside the old refresh', async () => {
    await setTokens({ access: 'a1', refresh: 'r1' });
    const seen = await pairsSeenDuring(setTokens({ access: 'a2', refresh: 'r2' }));
    expect([...seen].filter((pair) => pair !== 'a1/r1' && pair !== 'a2/r2')).toEqual([]);
    expect(await readPair()).toBe('a2/r2');
  });

  it('removes both tokens in one step', async () => {
    await setTokens({ access: 'a1', refresh: 'r1' });
    const seen = await pairsSeenDuring(clearTokens());
    expect([...seen].filter((pair) => pair !== 'a1/r1' && pair !== '-/-')).toEqual([]);
  });

  it('clearTokensIfStill removes the tokens only while the refused refresh token is the stored one', async () => {
    await setTokens({ access: 'a1', refresh: 'r1' });
    // Another tab stored a newer pair: this tab's refused token must not take it away.
    await idbSet(STORE, 'accessToken', 'a2');
    await idbSet(STORE, 'refreshToken', 'r2');
    await expect(clearTokensIfStill('r1')).resolves.toBe(false);
    expect(await readPair()).toBe('a2/r2');

    await expect(clearTokensIfStill('r2')).resolves.toBe(true);
    expect(await getAccessToken()).toBeNull();
    expect(await getRefreshToken()).toBeNull();
  });
});
