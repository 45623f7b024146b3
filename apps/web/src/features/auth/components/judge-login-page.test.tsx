import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { idbGet, idbSet } from '../../../lib/idb';
import { JUDGE_TAB_CHANNEL } from '../../../lib/tab-channel';
import { getAccessToken, getRefreshToken, setTokens } from '../../../lib/token-storage';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { fakeJwt, headerOf, jsonResponse, judgeRecord, judgeUser, renderApp, restoreSession, stubFetch } from '../../../test/render-app';
import { useJudgeStore } from '../../judging/stores/judge-store';
import { chosenSheets } from '../../judging/testing/sheets';
import { useSessionStore } from '../stores/session-store';

const judgeTokens = (strUserType: string) => ({
  access: fakeJwt({ user_id: 7, strUserType, token_type: 'access', exp: 9999999999 }),
  refresh: 'judge-refresh',
  user_id: 7,
});

/** The tablet's network check (every 4 s on the judge's pages), answered as the server does. */
const healthy = () => jsonResponse({ status: 'ok', database: 'pglite' });

/**
 * The server a judge signs in to: tokens, the judge record and the network check. What the pages
 * ask for afterwards (the events, a queued score replaying) stays unanswered.
 */
function judgeSignIn(url: string): Response | Promise<Response> {
  if (url === API.token) return jsonResponse(judgeTokens('judge'));
  if (url === API.judge(7)) return jsonResponse({ data: judgeRecord });
  if (url === API.health) return healthy();
  return new Promise<Response>(() => {});
}

async function submitLogin() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const logoutBody = (fetchMock: ReturnType<typeof stubFetch>): unknown => {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === API.logout);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

/** Judging data and a queued score of `owner`, on the device as an earlier session left them. */
async function storedJudgingData(owner: number): Promise<void> {
  const judge = { state: { intJudgeId: owner, selectedVehicleId: 3, chosenIds: [3] }, version: 0 };
  const queue = { state: { requests: [{ method: 'POST', url: '/api/score-entry/', data: { intVehicleId: 3 }, headers: {} }] }, version: 0 };
  await idbSet(DEVICE_DB.stores.judge, 'judge', JSON.stringify(judge));
  await idbSet(DEVICE_DB.stores.failedRequests, 'failed-requests', JSON.stringify(queue));
}

beforeEach(() => {
  restoreSession(null);
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
});

describe('judge login', () => {
  it('welcomes the judge with a masked password field', () => {
    renderApp('/judge/login');
    expect(screen.getByRole('heading', { name: 'Welcome, Judge' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stores the tokens and the judge record, then opens the categories', async () => {
    const fetchMock = stubFetch(judgeSignIn);
    const { router } = renderApp('/judge/login');
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/category'));
    expect(useSessionStore.getState().user).toEqual(judgeUser);
    expect(await getRefreshToken()).toBe('judge-refresh');
    const judgeCall = fetchMock.mock.calls.find(([url]) => String(url) === API.judge(7));
    expect(headerOf(judgeCall?.[1], 'Authorization')).toBe(`Bearer ${judgeTokens('judge').access}`);
  });

  it('refuses an admin token, stores nothing and revokes the session the server opened', async () => {
    const fetchMock = stubFetch((url) =>
      url === API.logout ? new Response(null, { status: 204 }) : url === API.health ? healthy() : jsonResponse(judgeTokens('admin')),
    );
    renderApp('/judge/login');
    await submitLogin();
    expect(await screen.findByText('User not authorized for this role.')).toBeInTheDocument();
    expect(await getAccessToken()).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    await waitFor(() => expect(logoutBody(fetchMock)).toEqual({ refresh: 'judge-refresh' }));
  });

  it('the same judge signing in again keeps the judging data and the queued scores', async () => {
    // An expired session sent the judge back here; what was queued offline must replay afterwards.
    await storedJudgingData(7);
    stubFetch(judgeSignIn);
    const { router } = renderApp('/judge/login');
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/category'));
    expect(useJudgeStore.getState()).toMatchObject({ intJudgeId: 7, selectedVehicleId: 3 });
    expect(useFailedRequestStore.getState().requests).toHaveLength(1);
    expect(await idbGet(DEVICE_DB.stores.failedRequests, 'failed-requests')).toContain('score-entry');
  });

  it("starts another judge from nothing on sign-in; the last judge's queued write stays theirs", async () => {
    await storedJudgingData(3);
    stubFetch(judgeSignIn);
    const { router } = renderApp('/judge/login');
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/category'));
    expect(useJudgeStore.getState()).toMatchObject({ intJudgeId: 7, selectedVehicleId: null, sheets: {} });
    expect(useFailedRequestStore.getState().requests).toEqual([expect.objectContaining({ url: '/api/score-entry/', intJudgeId: 3 })]);
    expect(await idbGet(DEVICE_DB.stores.judge, 'judge')).toContain('"intJudgeId":7');
  });

  it('disables "Sign in" while signing in', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/judge/login');
    await submitLogin();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });
});

describe('already logged in warning', () => {
  beforeEach(async () => {
    await setTokens({ access: 'judge-access', refresh: 'judge-refresh' });
    restoreSession(judgeUser);
    useJudgeStore.setState({ selectedVehicleId: 3, sheets: chosenSheets(3) });
    useFailedRequestStore.setState({
      requests: [
        {
          method: 'POST',
          url: '/api/score-entry/',
          data: { intVehicleId: 3 },
          headers: {},
          at: '2030-05-01T09:00:00.000Z',
          intJudgeId: null,
        },
      ],
    });
  });

  it('Continue goes to the categories and keeps everything', async () => {
    const { router } = renderApp('/judge/login');
    const dialog = await screen.findByRole('dialog', { name: 'Warning!' });
    expect(within(dialog).getByText("You're already logged in. Would you like to continue?")).toBeInTheDocument();
    // Enter must not pick the destructive Cancel.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus());
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/category'));
    expect(useJudgeStore.getState().selectedVehicleId).toBe(3);
    expect(await getRefreshToken()).toBe('judge-refresh');
  });

  it('Cancel logs out, clears all judging data and stays on the login page', async () => {
    const otherTab = new BroadcastChannel(JUDGE_TAB_CHANNEL);
    const otherTabHeard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent<unknown>) => otherTabHeard.push(event.data);
    onTestFinished(() => otherTab.close());
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const { router } = renderApp('/judge/login');
    const dialog = await screen.findByRole('dialog', { name: 'Warning!' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/judge/login');
    expect(useSessionStore.getState().user).toBeNull();
    expect(await getAccessToken()).toBeNull();
    expect(await getRefreshToken()).toBeNull();
    expect(useJudgeStore.getState().selectedVehicleId).toBeNull();
    expect(useJudgeStore.getState().sheets).toEqual({});
    expect(useFailedRequestStore.getState().requests).toEqual([]);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(logoutBody(fetchMock)).toEqual({ refresh: 'judge-refresh' }));
    // Other tabs hear that the session ended with no judge signing in.
    await waitFor(() => expect(otherTabHeard).toEqual([expect.objectContaining({ type: 'LOGOUT', judgeId: null })]));
  });

  it('Cancel does not wait for a network that never answers', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/judge/login');
    const dialog = await screen.findByRole('dialog', { name: 'Warning!' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await getRefreshToken()).toBeNull();
    expect(useFailedRequestStore.getState().requests).toEqual([]);
  });

  it('does not dismiss on Escape, since Cancel would wipe the judging data', async () => {
    renderApp('/judge/login');
    await screen.findByRole('dialog', { name: 'Warning!' });
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Warning!' })).toBeInTheDocument();
    expect(useSessionStore.getState().user).toEqual(judgeUser);
  });
});
