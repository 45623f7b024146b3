import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { fakeJwt, headerOf, jsonResponse, stubFetch } from '../test/render-app';
import { apiRequest } from './api-client';
import { idbSet } from './idb';
import { bindSession, SESSION_EXPIRED_MESSAGE } from './session-binding';
import { REFRESH_LOCK } from './token-refresh';
import { getAccessToken, getRefreshToken, setTokens } from './token-storage';

// The client's own machinery, exercised on made-up paths and bodies: not calls of the contract.
const stubServer = (handler: Parameters<typeof stubFetch>[0]) => stubFetch(handler, { contract: false });

const STORE = DEVICE_DB.stores.user;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another tab writing the shared device database (not through this tab's module state). */
async function otherTabStores(access: string, refresh: string): Promise<void> {
  await idbSet(STORE, 'accessToken', access);
  await idbSet(STORE, 'refreshToken', refresh);
}

/** A one-holder-at-a-time LockManager, like the browser's; hold() plays another tab holding it. */
function installFakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const requested: string[] = [];
  const request = (name: string, callback: (lock: null) => unknown) => {
    requested.push(name);
    const run = tail.then(() => callback(null));
    tail = run.catch(() => undefined);
    return run;
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
  const hold = () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    tail = tail.then(() => held);
    return release;
  };
  return { requested, hold };
}

/** Accepts only the given access token; answers the refresh call with `refreshAnswer`. */
function server(validAccess: string, refreshAnswer: () => Response | Promise<Response>) {
  return stubServer(async (url, init) => {
    if (url === API.tokenRefresh) return refreshAnswer();
    if (headerOf(init, 'Authorization') === `Bearer ${validAccess}`) return jsonResponse({ data: url });
    return jsonResponse({ detail: 'expired' }, 401);
  });
}

const refreshCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === API.tokenRefresh);

beforeEach(async () => {
  await setTokens({ access: 'old-access', refresh: 'old-refresh' });
});

describe('token refresh across tabs (Web Locks)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('refreshes under the shared lock, once for concurrent 401s', async () => {
    const locks = installFakeLocks();
    const fetchMock = server('new-access', async () => {
      await delay(20);
      return jsonResponse({ access: 'new-access', refresh: 'new-refresh' });
    });
    const results = await Promise.all([apiRequest('/api/a/'), apiRequest('/api/b/')]);
    expect(results).toEqual([{ data: '/api/a/' }, { data: '/api/b/' }]);
    expect(locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(refreshCalls(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls(fetchMock)[0]?.[1]?.body))).toEqual({ refresh: 'old-refresh' });
  });

  it('replays with the token another tab refreshed while this one waited, without refreshing again', async () => {
    const locks = installFakeLocks();
    const release = locks.hold(); // the other tab is refreshing
    const fetchMock = server('other-access', () => jsonResponse({ detail: 'reused' }, 401));
    const request = apiRequest('/api/a/');
    await delay(20);
    await otherTabStores('other-access', 'other-refresh');
    release();

    await expect(request).resolves.toEqual({ data: '/api/a/' });
    // Presenting old-refresh again would make the server revoke the whole session family.
    expect(refreshCalls(fetchMock)).toHaveLength(0);
    expect(await getRefreshToken()).toBe('other-refresh');
  });

  it("never replays with another user's token", async () => {
    const mine = fakeJwt({ user_id: 7, strUserType: 'judge' });
    const theirs = fakeJwt({ user_id: 8, strUserType: 'judge' });
    await setTokens({ access: mine, refresh: 'my-refresh' });
    const locks = installFakeLocks();
    const release = locks.hold();
    const expired = vi.fn();
    const unbind = bindSession({ isSignedIn: () => true, onExpired: expired });
    // A made-up empty score body: only whose token replays it is under test here.
    const fetchMock = server(theirs, () => jsonResponse({ detail: 'no' }, 401));
    const request = apiRequest('/api/score-entry/', { method: 'POST', body: {} });
    await delay(20);
    await otherTabStores(theirs, 'their-refresh');
    release();

    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(expired).toHaveBeenCalledExactlyOnceWith({ deviceCleared: false });
    expect(await getAccessToken()).toBe(theirs);
    unbind();
  });

  it("keeps another tab's newer tokens when this tab's refresh is refused", async () => {
    installFakeLocks();
    const toastError = vi.spyOn(toast, 'error');
    const expired = vi.fn();
    const unbind = bindSession({ isSignedIn: () => true, onExpired: expired });
    server('unused', async () => {
      // The judge signs in again on another tab while this refresh is on its way.
      await otherTabStores('login-access', 'login-refresh');
      return jsonResponse({ detail: 'Token is invalid' }, 401);
    });

    await expect(apiRequest('/api/a/')).rejects.toMatchObject({ status: 401 });
    expect(toastError).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything());
    expect(expired).toHaveBeenCalledExactlyOnceWith({ deviceCleared: false });
    expect(await getAccessToken()).toBe('login-access');
    expect(await getRefreshToken()).toBe('login-refresh');
    unbind();
  });
});

describe('token refresh without Web Locks (jsdom, insecure contexts)', () => {
  it('has no navigator.locks here, so the in-tab single flight is what runs', () => {
    expect('locks' in navigator).toBe(false);
  });

  it('reuses a token another tab stored while the request was out, without refreshing', async () => {
    const fetchMock = stubServer(async (url, init) => {
      if (url === API.tokenRefresh) return jsonResponse({ detail: 'reused' }, 401);
      if (headerOf(init, 'Authorization') === 'Bearer other-access') return jsonResponse({ data: url });
      await otherTabStores('other-access', 'other-refresh');
      return jsonResponse({ detail: 'expired' }, 401);
    });
    await expect(apiRequest('/api/a/')).resolves.toEqual({ data: '/api/a/' });
    expect(refreshCalls(fetchMock)).toHaveLength(0);
  });
});
