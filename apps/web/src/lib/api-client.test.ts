import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { headerOf, jsonResponse, stubFetch } from '../test/render-app';
import { apiRequest } from './api-client';
import { ApiError, OfflineError } from './api-errors';
import { bindSession, SESSION_EXPIRED_MESSAGE } from './session-binding';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './token-storage';

// The client's own machinery, exercised on made-up paths and bodies: not calls of the contract.
const stubServer = (handler: Parameters<typeof stubFetch>[0]) => stubFetch(handler, { contract: false });

beforeEach(async () => {
  await setTokens({ access: 'old-access', refresh: 'old-refresh' });
});

/**
 * A server whose access tokens "old-access" are expired and whose refresh answer is given. The
 * refresh answers only once `concurrent` requests have been refused: every concurrent 401 arrives
 * while it runs, however slow the machine.
 */
function expiredTokenServer(refreshAnswer: () => Response, concurrent = 1) {
  let refused = 0;
  let allRefused: () => void = () => {};
  const everyoneRefused = new Promise<void>((resolve) => (allRefused = resolve));
  return stubServer(async (url, init) => {
    if (url === API.tokenRefresh) {
      await everyoneRefused;
      return refreshAnswer();
    }
    if (headerOf(init, 'Authorization') === 'Bearer old-access') {
      if (++refused >= concurrent) allRefused();
      return jsonResponse({ detail: 'expired' }, 401);
    }
    return jsonResponse({ data: url });
  });
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, url: string) => fetchMock.mock.calls.filter(([input]) => String(input) === url);

describe('apiRequest', () => {
  it('sends the stored access token as a bearer and asks for whole lists', async () => {
    const fetchMock = stubServer(() => jsonResponse({ data: [] }));
    await expect(apiRequest('/api/judges/')).resolves.toEqual({ data: [] });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(headerOf(init, 'Authorization')).toBe('Bearer old-access');
    expect(headerOf(init, 'blnRemovePagination')).toBe('true');
  });

  it('leaves the pagination flag off when the caller asks for pages, and adds the query', async () => {
    const fetchMock = stubServer(() => jsonResponse({ data: [] }));
    await apiRequest('/api/judges/', { paginate: true, query: { page: 2, q: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/judges/?page=2');
    expect(headerOf(init, 'blnRemovePagination')).toBeNull();
  });

  it('sends JSON bodies as JSON and passes FormData through', async () => {
    const fetchMock = stubServer(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/api/x/', { method: 'POST', body: { a: 1 } })).resolves.toBeNull();
    const form = new FormData();
    await apiRequest('/api/x/', { method: 'POST', body: form });
    const jsonInit = fetchMock.mock.calls[0]?.[1];
    const formInit = fetchMock.mock.calls[1]?.[1];
    expect(jsonInit?.body).toBe('{"a":1}');
    expect(headerOf(jsonInit, 'Content-Type')).toBe('application/json');
    expect(formInit?.body).toBe(form);
    expect(headerOf(formInit, 'Content-Type')).toBeNull();
  });

  it('refreshes once for two concurrent 401s and replays both with the new token', async () => {
    const fetchMock = expiredTokenServer(() => jsonResponse({ access: 'new-access', refresh: 'new-refresh' }), 2);
    const [first, second] = await Promise.all([apiRequest('/api/a/'), apiRequest('/api/b/')]);
    expect(first).toEqual({ data: '/api/a/' });
    expect(second).toEqual({ data: '/api/b/' });
    expect(callsTo(fetchMock, API.tokenRefresh)).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/a/')).toHaveLength(2);
    expect(headerOf(callsTo(fetchMock, '/api/b/')[1]?.[1], 'Authorization')).toBe('Bearer new-access');
    // Refresh tokens rotate, so the new one must replace the old.
    expect(await getAccessToken()).toBe('new-access');
    expect(await getRefreshToken()).toBe('new-refresh');
  });

  it('replays a request only once', async () => {
    const fetchMock = stubServer((url) =>
      url === API.tokenRefresh ? jsonResponse({ access: 'new-access', refresh: 'new-refresh' }) : jsonResponse({ detail: 'still no' }, 401),
    );
    await expect(apiRequest('/api/a/')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, API.tokenRefresh)).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/a/')).toHaveLength(2);
  });

  it('on refresh failure removes both tokens, toasts and hands over to the app', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const expired = vi.fn();
    const unbind = bindSession({ isSignedIn: () => true, onExpired: expired });
    expiredTokenServer(() => jsonResponse({ detail: 'Token is invalid' }, 401));
    await expect(apiRequest('/api/a/')).rejects.toBeInstanceOf(ApiError);
    expect(await getAccessToken()).toBeNull();
    expect(await getRefreshToken()).toBeNull();
    expect(toastError).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything());
    expect(expired).toHaveBeenCalledExactlyOnceWith({ deviceCleared: true });
    unbind();
  });

  it('treats a 401 without a stored token as an expired session while someone is signed in', async () => {
    // Another tab logged out: the tokens are gone, this tab still shows its user.
    await clearTokens();
    const toastError = vi.spyOn(toast, 'error');
    const expired = vi.fn();
    const unbind = bindSession({ isSignedIn: () => true, onExpired: expired });
    const fetchMock = stubServer(() => jsonResponse({ detail: 'Authentication credentials were not provided.' }, 401));
    await expect(apiRequest('/api/judges/')).rejects.toMatchObject({ status: 401 });
    expect(toastError).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything());
    expect(expired).toHaveBeenCalledExactlyOnceWith({ deviceCleared: true });
    expect(callsTo(fetchMock, API.tokenRefresh)).toHaveLength(0);
    unbind();
  });

  it('lets a 401 without a token just fail when nobody is signed in (audience)', async () => {
    await clearTokens();
    const toastError = vi.spyOn(toast, 'error');
    const expired = vi.fn();
    const unbind = bindSession({ isSignedIn: () => false, onExpired: expired });
    stubServer(() => jsonResponse({ detail: 'nope' }, 401));
    await expect(apiRequest('/api/x/')).rejects.toMatchObject({ status: 401 });
    expect(toastError).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
    unbind();
  });

  it('sends no stored token for an anonymous call (an entrant’s cookie) and never refreshes on its 401', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const expired = vi.fn();
    const unbind = bindSession({ isSignedIn: () => true, onExpired: expired });
    const fetchMock = stubServer(() => jsonResponse({ detail: 'Authentication credentials were not provided.' }, 401));
    await expect(apiRequest('/api/entrant/x/', { anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(headerOf(fetchMock.mock.calls[0]?.[1], 'Authorization')).toBeNull();
    expect(callsTo(fetchMock, API.tokenRefresh)).toHaveLength(0);
    expect(toastError).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
    expect(await getAccessToken()).toBe('old-access');
    unbind();
  });

  it('never refreshes for the login call itself', async () => {
    // A made-up empty login body: only the refresh behaviour is under test here.
    const fetchMock = stubServer(() => jsonResponse({ detail: 'No active account' }, 401));
    await expect(apiRequest(API.token, { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      firstMessage: 'No active account',
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('turns a network failure into an OfflineError', async () => {
    stubServer(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/a/')).rejects.toBeInstanceOf(OfflineError);
  });
});

describe('ApiError', () => {
  it('gives the first field message when there is no detail', () => {
    expect(new ApiError(400, { strEmail: ['Invalid email format.', 'other'] }).firstMessage).toBe('Invalid email format.');
    expect(new ApiError(403, { detail: 'Forbidden' }).firstMessage).toBe('Forbidden');
    expect(new ApiError(500, 'oops').firstMessage).toBeUndefined();
  });
});
