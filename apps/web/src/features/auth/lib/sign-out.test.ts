import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { idbGet } from '../../../lib/idb';
import { setTokens } from '../../../lib/token-storage';
import { judgeUser } from '../../../test/render-app';
import { SESSION_STORAGE_KEY, flushSessionStorage, useSessionStore } from '../stores/session-store';
import { signOutLocally } from './sign-out';

const storedUser = () => idbGet(DEVICE_DB.stores.user, SESSION_STORAGE_KEY);

describe('signOutLocally', () => {
  beforeEach(async () => {
    await setTokens({ access: 'a', refresh: 'r' });
    useSessionStore.getState().setUser(judgeUser);
    await flushSessionStorage();
  });

  it('has removed the user from the device by the time it is gone from memory', async () => {
    // The route guards leave for the login page on this very change; a reload then reads the disk.
    let onDiskWhenCleared: Promise<string | null> | null = null;
    const stop = useSessionStore.subscribe((state) => {
      if (state.user === null && onDiskWhenCleared === null) onDiskWhenCleared = storedUser();
    });
    expect(await storedUser()).toContain('"role":"judge"');

    expect(await signOutLocally()).toBe('r');
    stop();

    expect(onDiskWhenCleared).not.toBeNull();
    expect(String(await onDiskWhenCleared)).not.toContain('"role":"judge"');
    expect(String(await storedUser())).not.toContain('"role":"judge"');
  });
});
