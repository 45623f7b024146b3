import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { createSessionStore, SESSION_STORAGE_KEY } from '../features/auth/stores/session-store';
import { useJudgeStore } from '../features/judging/stores/judge-store';
import { chosenSheets } from '../features/judging/testing/sheets';
import { adminUser } from '../test/render-app';
import { getDeviceDb, idbGet } from '../lib/idb';
import { setTokens } from '../lib/token-storage';

describe('device storage (SPEC §9)', () => {
  it('is the zustand-db database, version 1, with the three stores', async () => {
    const db = await getDeviceDb();
    expect(db.name).toBe('zustand-db');
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames].sort()).toEqual(['failed-requests-storage', 'judge-store', 'user-storage']);
  });

  it('keeps the tokens in user-storage under accessToken and refreshToken', async () => {
    await setTokens({ access: 'a.b.c', refresh: 'r-1' });
    expect(await idbGet(DEVICE_DB.stores.user, 'accessToken')).toBe('a.b.c');
    expect(await idbGet(DEVICE_DB.stores.user, 'refreshToken')).toBe('r-1');
  });

  it('restores the signed-in user after a reload (a fresh store reads the device copy)', async () => {
    const before = createSessionStore();
    await waitFor(() => expect(before.getState().loaded).toBe(true));
    before.getState().setUser(adminUser);
    await waitFor(async () => expect(await idbGet(DEVICE_DB.stores.user, SESSION_STORAGE_KEY)).toContain('admin@example.com'));

    const afterReload = createSessionStore();
    expect(afterReload.getState().loaded).toBe(false);
    await waitFor(() => expect(afterReload.getState().loaded).toBe(true));
    expect(afterReload.getState().user).toEqual(adminUser);
  });

  it('persists judge working data in judge-store and clear() empties it', async () => {
    useJudgeStore.setState({ selectedVehicleId: 12, sheets: chosenSheets(12) });
    await waitFor(async () => expect(await idbGet(DEVICE_DB.stores.judge, 'judge')).toContain('"selectedVehicleId":12'));

    useJudgeStore.getState().clear();
    expect(useJudgeStore.getState().selectedVehicleId).toBeNull();
    await waitFor(async () => expect(await idbGet(DEVICE_DB.stores.judge, 'judge')).toContain('"selectedVehicleId":null'));
  });
});
