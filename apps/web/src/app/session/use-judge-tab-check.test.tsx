import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { SESSION_STORAGE_KEY, useSessionStore } from '../../features/auth/stores/session-store';
import { useJudgeStore } from '../../features/judging/stores/judge-store';
import { idbGet, idbSet } from '../../lib/idb';
import { JUDGE_TAB_CHANNEL, LOGOUT_MESSAGE } from '../../lib/tab-channel';
import { getAccessToken, getRefreshToken, setTokens } from '../../lib/token-storage';
import { useFailedRequestStore } from '../../offline/failed-request-store';
import { adminUser, judgeUser, renderApp, restoreSession } from '../../test/render-app';

const USER_STORE = DEVICE_DB.stores.user;
let otherTab: BroadcastChannel;

beforeEach(async () => {
  otherTab = new BroadcastChannel(JUDGE_TAB_CHANNEL);
  await setTokens({ access: 'this-tab-access', refresh: 'this-tab-refresh' });
  restoreSession(judgeUser);
  useJudgeStore.setState({ selectedVehicleId: 5, chosenIds: [5] });
  useFailedRequestStore.setState({
    requests: [{ method: 'PUT', url: '/api/score-entry/9/', data: { intVehicleId: 5 }, headers: {} }],
  });
  // Let the session write land before a test plays the other tab writing over it.
  await waitFor(async () => expect(await idbGet(USER_STORE, SESSION_STORAGE_KEY)).toContain('"judge"'));
});

afterEach(() => otherTab.close());

describe('LOGOUT from another tab', () => {
  it('signs this judge out, clears judging data and removes its own tokens', async () => {
    const { router } = renderApp('/judge/category');
    await screen.findByRole('heading', { name: 'Select Category' });
    otherTab.postMessage(LOGOUT_MESSAGE);

    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/login'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(useJudgeStore.getState().selectedVehicleId).toBeNull();
    expect(useFailedRequestStore.getState().requests).toEqual([]);
    expect(await getAccessToken()).toBeNull();
    expect(await getRefreshToken()).toBeNull();
    expect(await idbGet(USER_STORE, SESSION_STORAGE_KEY)).toBeNull();
  });

  it("keeps the new session the other tab already stored", async () => {
    const { router } = renderApp('/judge/category');
    await screen.findByRole('heading', { name: 'Select Category' });
    const newSession = JSON.stringify({ state: { user: { ...judgeUser, strFullName: 'Other' } }, version: 0 });
    await idbSet(USER_STORE, 'accessToken', 'other-tab-access');
    await idbSet(USER_STORE, 'refreshToken', 'other-tab-refresh');
    await idbSet(USER_STORE, SESSION_STORAGE_KEY, newSession);
    otherTab.postMessage(LOGOUT_MESSAGE);

    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/login'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(useJudgeStore.getState().selectedVehicleId).toBeNull();
    expect(await getAccessToken()).toBe('other-tab-access');
    expect(await getRefreshToken()).toBe('other-tab-refresh');
    expect(await idbGet(USER_STORE, SESSION_STORAGE_KEY)).toBe(newSession);
  });

  it('leaves an admin tab alone', async () => {
    restoreSession(adminUser);
    const { router } = renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    otherTab.postMessage(LOGOUT_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(useSessionStore.getState().user).toEqual(adminUser);
    expect(useJudgeStore.getState().selectedVehicleId).toBe(5);
  });
});
