import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { idbGet } from '../lib/idb';
import { API } from '@showgrid/shared/paths';
import { setTokens, getRefreshToken } from '../lib/token-storage';
import { headerOf, jsonResponse, stubFetch } from '../test/render-app';
import { createFailedRequestStore, flushFailedRequestStorage, useFailedRequestStore, type FailedRequest } from './failed-request-store';
import { replayQueue, setReplayHandlers, startRetryLoop } from './replay-queue';

// The queue replays what it stored, whatever the release that stored it (score writes included):
// its stand-in entries are not calls of today's contract, so this fake server is not checked against it.
const stubServer = (handler: Parameters<typeof stubFetch>[0]) => stubFetch(handler, { contract: false });

const score = (vehicleId: number, note = ''): FailedRequest => ({
  method: 'POST',
  url: '/api/score-entry/',
  data: { intVehicleId: vehicleId, strSpecialNote: note },
  headers: {},
});

const queued = () => useFailedRequestStore.getState().requests;

beforeEach(() => {
  useFailedRequestStore.getState().clear();
  setReplayHandlers({});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('replaying after the access token expired while offline', () => {
  beforeEach(async () => {
    await setTokens({ access: 'expired-access', refresh: 'good-refresh' });
  });

  /** A server on which "expired-access" is refused; the refresh answer is given. */
  const serverWithExpiredAccess = (refreshAnswer: () => Response) =>
    stubServer((url, init) => {
      if (url === API.tokenRefresh) return refreshAnswer();
      if (headerOf(init, 'Authorization') !== 'Bearer fresh-access') return jsonResponse({ detail: 'Token expired' }, 401);
      return jsonResponse({ data: { intScoreId: 12 } }, 201);
    });

  it('refreshes the token first and sends the queued score with the new one', async () => {
    const fetchMock = serverWithExpiredAccess(() => jsonResponse({ access: 'fresh-access', refresh: 'next-refresh' }));
    useFailedRequestStore.getState().enqueue(score(3));
    await replayQueue();
    expect(queued()).toEqual([]);
    const scoreCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/score-entry/');
    expect(scoreCalls.map(([, init]) => headerOf(init, 'Authorization'))).toEqual(['Bearer expired-access', 'Bearer fresh-access']);
    expect(await getRefreshToken()).toBe('next-refresh');
  });

  it('keeps the score when the session cannot be renewed (the judge signs in again and it replays)', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => '');
    serverWithExpiredAccess(() => jsonResponse({ detail: 'Token is invalid' }, 401));
    useFailedRequestStore.getState().enqueue(score(3));
    await replayQueue();
    expect(queued()).toEqual([score(3)]);
  });
});

describe('failed-request queue', () => {
  it('keeps one entry per method + url + vehicle, a newer replacing an older', () => {
    const { enqueue } = useFailedRequestStore.getState();
    enqueue(score(1, 'first'));
    enqueue(score(2));
    enqueue({ ...score(1), method: 'PUT', url: '/api/score-entry/9/' });
    enqueue(score(1, 'second'));
    expect(queued()).toEqual([
      score(2),
      { ...score(1), method: 'PUT', url: '/api/score-entry/9/' },
      score(1, 'second'),
    ]);
  });

  it('is in IndexedDB: a store created afresh (a reload) reads the queue back', async () => {
    useFailedRequestStore.getState().enqueue(score(4, 'offline'));
    await flushFailedRequestStorage();
    expect(await idbGet(DEVICE_DB.stores.failedRequests, 'failed-requests')).toContain('offline');

    const reloaded = createFailedRequestStore();
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().requests).toEqual([score(4, 'offline')]);
  });

  it('drops an entry on 2xx and tells the handler', async () => {
    stubServer(() => jsonResponse({ data: { intScoreId: 9 } }, 201));
    const onSent = vi.fn();
    setReplayHandlers({ onSent });
    useFailedRequestStore.getState().enqueue(score(1));
    await replayQueue();
    expect(queued()).toEqual([]);
    expect(onSent).toHaveBeenCalledWith(score(1), { data: { intScoreId: 9 } });
  });

  it('keeps an entry on a network error and on 5xx, 408 and 429', async () => {
    const { enqueue } = useFailedRequestStore.getState();
    stubServer(() => Promise.reject(new TypeError('Failed to fetch')));
    enqueue(score(1));
    expect(queued()).toHaveLength(1);

    for (const status of [500, 503, 408, 429]) {
      stubServer(() => jsonResponse({ detail: 'Try later.' }, status));
      await replayQueue();
      expect(queued()).toHaveLength(1);
    }
  });

  it.each([400, 403, 404, 409, 422])('drops an entry on a definitive %i and shows the message', async (status) => {
    const toastError = vi.spyOn(toast, 'error');
    const onRefused = vi.fn();
    setReplayHandlers({ onRefused });
    stubServer(() => jsonResponse({ detail: 'The event is closed.' }, status));
    useFailedRequestStore.getState().enqueue(score(1));
    await replayQueue();
    expect(queued()).toEqual([]);
    expect(toastError).toHaveBeenCalledWith('The event is closed.');
    expect(onRefused).toHaveBeenCalledWith(score(1), expect.objectContaining({ status }));
  });

  it('keeps a newer write that replaced the one in flight', async () => {
    const gate = { started: false, release: () => {} };
    stubServer(
      () =>
        new Promise<Response>((resolve) => {
          gate.started = true;
          gate.release = () => resolve(jsonResponse({ data: {} }));
        }),
    );
    useFailedRequestStore.getState().enqueue(score(1, 'old'));
    const replay = replayQueue();
    await vi.waitFor(() => expect(gate.started).toBe(true));
    useFailedRequestStore.getState().enqueue(score(1, 'new'));
    gate.release();
    await replay;
    expect(queued()).toEqual([score(1, 'new')]);
  });

  it('retries every 3000 ms once started, until it succeeds', async () => {
    // Only the interval is faked: IndexedDB (the token read) runs on real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let up = false;
    const fetchMock = stubServer(() => (up ? jsonResponse({ data: {} }) : Promise.reject(new TypeError('offline'))));
    useFailedRequestStore.getState().enqueue(score(1));
    const stop = startRetryLoop();

    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(queued()).toHaveLength(1);

    up = true;
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(queued()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(9000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });
});
