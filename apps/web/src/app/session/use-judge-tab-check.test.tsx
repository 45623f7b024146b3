import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { SESSION_STORAGE_KEY, useSessionStore } from '../../features/auth/stores/session-store';
import { flushJudgeStorage, useJudgeStore } from '../../features/judging/stores/judge-store';
import { vehicleScore } from '../../features/judging/testing/sheets';
import { idbGet, idbSet } from '../../lib/idb';
import { broadcastJudgeLogout, JUDGE_TAB_CHANNEL, type JudgeLogoutMessage } from '../../lib/tab-channel';
import { getAccessToken, getRefreshToken, setTokens } from '../../lib/token-storage';
import { flushFailedRequestStorage, useFailedRequestStore } from '../../offline/failed-request-store';
import { adminUser, judgeUser, renderApp, restoreSession } from '../../test/render-app';

const USER_STORE = DEVICE_DB.stores.user;
const OTHER_JUDGE = 8;
const SAME_JUDGE = 7; // judgeUser.intJudgeId
let otherTab: BroadcastChannel;

const logoutFrom = (judgeId: number | null): JudgeLogoutMessage => ({ type: 'LOGOUT', tabId: 'other-tab', judgeId });
/**
 * Resolves once the next message on the channel has reached this tab's own listener: a channel
 * opened after it hears each message after it (listeners hear a message in the order they were opened).
 */
function nextMessageHeard(): Promise<void> {
  const probe = new BroadcastChannel(JUDGE_TAB_CHANNEL);
  return new Promise((resolve) => {
    probe.onmessage = () => {
      probe.close();
      resolve();
    };
  });
}
const diskQueue = () => idbGet(DEVICE_DB.stores.failedRequests, 'failed-requests');

beforeEach(async () => {
  otherTab = new BroadcastChannel(JUDGE_TAB_CHANNEL);
  await setTokens({ access: 'this-tab-access', refresh: 'this-tab-refresh' });
  restoreSession(judgeUser);
  // A score waiting in the judge store's outbox, and a step-aside waiting in the failed-request queue.
  useJudgeStore.setState({
    intJudgeId: SAME_JUDGE,
    selectedVehicleId: 5,
    sheets: { 5: vehicleScore({ state: 'pending', sheet: { chosen: true } }) },
  });
  useFailedRequestStore.setState({
    requests: [
      {
        method: 'POST',
        url: '/api/recusal/',
        data: { intEventId: 3, intVehicleId: 6 },
        headers: {},
        at: '2030-05-01T09:00:00.000Z',
        intJudgeId: null,
      },
    ],
  });
  // Let the session write land before a test plays the other tab writing over it.
  await waitFor(async () => expect(await idbGet(USER_STORE, SESSION_STORAGE_KEY)).toContain('"judge"'));
  await waitFor(async () => expect(await diskQueue()).toContain('recusal'));
});

afterEach(() => otherTab.close());

describe('LOGOUT from another tab', () => {
  it('another judge signing in: signs this judge out, forgets the judging data in memory, removes its own tokens, and leaves the device’s copy to the tab signing in', async () => {
    const { router } = renderApp('/judge/category');
    await screen.findByRole('heading', { name: 'Select Category' });
    otherTab.postMessage(logoutFrom(OTHER_JUDGE));

    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/login'));
    expect(useSessionStore.getState().user).toBeNull();
    await waitFor(() => expect(useJudgeStore.getState().selectedVehicleId).toBeNull());
    expect(useFailedRequestStore.getState().requests).toEqual([]);
    // The empty data in memory is the new judge's from now on.
    expect(useJudgeStore.getState().intJudgeId).toBe(OTHER_JUDGE);
    expect(await getAccessToken()).toBeNull();
    expect(await getRefreshToken()).toBeNull();
    expect(await idbGet(USER_STORE, SESSION_STORAGE_KEY)).toBeNull();
    // The waiting score and step-aside are still on the device: the tab signing in puts them
    // aside for this judge (ADR 030). A clear here used to wipe them, or the aside copy after it.
    await Promise.all([flushJudgeStorage(), flushFailedRequestStorage()]);
    expect(await diskQueue()).toContain('recusal');
    expect(await idbGet(DEVICE_DB.stores.judge, 'judge')).toContain('"state":"pending"');
    // Nor does this tab write its memory over the device's copy afterwards.
    useJudgeStore.setState({ selectedVehicleId: 9 });
    await flushJudgeStorage();
    expect(await idbGet(DEVICE_DB.stores.judge, 'judge')).toContain('"selectedVehicleId":5');
  });

  it('the same judge signing in again: signs this tab out but keeps every queued score', async () => {
    const { router } = renderApp('/judge/category');
    await screen.findByRole('heading', { name: 'Select Category' });
    otherTab.postMessage(logoutFrom(SAME_JUDGE));

    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/login'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(await getRefreshToken()).toBeNull();
    // A clear would have been started before the navigation; let whatever it wrote reach the disk.
    await Promise.all([flushJudgeStorage(), flushFailedRequestStorage()]);
    expect(useJudgeStore.getState().selectedVehicleId).toBe(5);
    expect(useJudgeStore.getState().sheets[5]?.state).toBe('pending');
    expect(useFailedRequestStore.getState().requests).toHaveLength(1);
    expect(await diskQueue()).toContain('recusal');
  });

  it('the already-logged-in Cancel in another tab (no judge): signs out and forgets the judging data held in memory', async () => {
    const { router } = renderApp('/judge/category');
    await screen.findByRole('heading', { name: 'Select Category' });
    otherTab.postMessage(logoutFrom(null));

    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/login'));
    expect(useSessionStore.getState().user).toBeNull();
    await waitFor(() => expect(useJudgeStore.getState().selectedVehicleId).toBeNull());
    expect(useFailedRequestStore.getState().requests).toEqual([]);
    expect(useJudgeStore.getState().intJudgeId).toBeNull();
    await waitFor(async () => expect(await diskQueue()).toContain('"requests":[]'));
  });

  it('ignores its own broadcast (a BroadcastChannel also reaches other channels of the same tab)', async () => {
    const { router } = renderApp('/judge/category');
    await screen.findByRole('heading', { name: 'Select Category' });
    const heard = nextMessageHeard();
    broadcastJudgeLogout(OTHER_JUDGE);
    await heard;
    // Signing out starts by removing this tab's tokens: an ordered read after the message shows none went.
    expect(await getRefreshToken()).toBe('this-tab-refresh');
    expect(router.state.location.pathname).toBe('/judge/category');
    expect(useSessionStore.getState().user).toEqual(judgeUser);
    expect(useFailedRequestStore.getState().requests).toHaveLength(1);
  });

  it('ignores a message of the wrong shape', async () => {
    const { router } = renderApp('/judge/category');
    await screen.findByRole('heading', { name: 'Select Category' });
    const heard = nextMessageHeard();
    otherTab.postMessage('LOGOUT');
    await heard;
    // Signing out starts by removing this tab's tokens: an ordered read after the message shows none went.
    expect(await getRefreshToken()).toBe('this-tab-refresh');
    expect(router.state.location.pathname).toBe('/judge/category');
  });

  it('keeps the new session the other tab already stored', async () => {
    const { router } = renderApp('/judge/category');
    await screen.findByRole('heading', { name: 'Select Category' });
    const newSession = JSON.stringify({ state: { user: { ...judgeUser, strFullName: 'Other' } }, version: 0 });
    await idbSet(USER_STORE, 'accessToken', 'other-tab-access');
    await idbSet(USER_STORE, 'refreshToken', 'other-tab-refresh');
    await idbSet(USER_STORE, SESSION_STORAGE_KEY, newSession);
    otherTab.postMessage(logoutFrom(OTHER_JUDGE));

    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/login'));
    expect(useSessionStore.getState().user).toBeNull();
    await waitFor(() => expect(useJudgeStore.getState().selectedVehicleId).toBeNull());
    expect(await getAccessToken()).toBe('other-tab-access');
    expect(await getRefreshToken()).toBe('other-tab-refresh');
    expect(await idbGet(USER_STORE, SESSION_STORAGE_KEY)).toBe(newSession);
  });

  it('leaves an admin tab alone', async () => {
    restoreSession(adminUser);
    const { router } = renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const heard = nextMessageHeard();
    otherTab.postMessage(logoutFrom(OTHER_JUDGE));
    await heard;
    // Signing out starts by removing this tab's tokens: an ordered read after the message shows none went.
    expect(await getRefreshToken()).toBe('this-tab-refresh');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(useSessionStore.getState().user).toEqual(adminUser);
    expect(useJudgeStore.getState().selectedVehicleId).toBe(5);
  });
});
