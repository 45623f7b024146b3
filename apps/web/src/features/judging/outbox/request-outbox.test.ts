import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recusalsApi } from '@showgrid/shared/contract/scores';
import { API } from '@showgrid/shared/paths';
import { getRefreshToken, setTokens } from '../../../lib/token-storage';
import { useFailedRequestStore, type FailedRequest } from '../../../offline/failed-request-store';
import { headerOf, jsonResponse, stubFetch } from '../../../test/render-app';
import { useJudgeStore } from '../stores/judge-store';
import { queuedWrite, replayRequests, sendOrQueue } from './request-outbox';

/** The step-asides lane of the one outbox (ADR 030): kept in failed-requests-storage, sent under the one rule. */

const JUDGE = 7;
const stepAside = (vehicleId: number): FailedRequest =>
  queuedWrite(recusalsApi.recuse, { intEventId: 3, intVehicleId: vehicleId, strReason: '' });
const queued = () => useFailedRequestStore.getState().requests;
const recusalAnswer = (vehicleId: number) =>
  jsonResponse(
    {
      data: {
        intEventId: 3,
        intVehicleId: vehicleId,
        intJudgeId: JUDGE,
        strJudgeName: 'Ada',
        strReason: '',
        dtCreatedAt: '2030-05-01T09:00:00.000Z',
      },
    },
    201,
  );

beforeEach(() => {
  useFailedRequestStore.getState().clear();
  useJudgeStore.getState().clear();
  useJudgeStore.getState().setOwner(JUDGE);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a step-aside kept on the tablet', () => {
  it('is sent on the next pass and leaves the queue on a 2xx', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendOrQueue(stepAside(1))).toEqual({ kind: 'queued' });
    expect(queued()).toHaveLength(1);
    stubFetch(() => recusalAnswer(1));
    await replayRequests();
    expect(queued()).toEqual([]);
  });

  it.each([408, 429, 500, 502, 503])('waits on a %i and on a network error, and goes later', async (status) => {
    useFailedRequestStore.getState().enqueue(stepAside(1));
    stubFetch(() => jsonResponse({ detail: 'Try later.' }, status));
    await replayRequests();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await replayRequests();
    expect(queued()).toEqual([expect.objectContaining({ url: API.recusals })]);
    expect(queued()[0]?.refused).toBeUndefined();
  });

  it.each([400, 403, 404, 409, 410, 413, 422])(
    'on a %i is kept as refused with the server’s words, shown, and never sent again',
    async (status) => {
      const toastError = vi.spyOn(toast, 'error').mockImplementation(() => '');
      useFailedRequestStore.getState().enqueue(stepAside(1));
      const fetchMock = stubFetch(() => jsonResponse({ detail: 'The event is closed.' }, status), { contract: false });
      await replayRequests();
      expect(queued()).toEqual([expect.objectContaining({ refused: 'The event is closed.' })]);
      expect(toastError).toHaveBeenCalledWith('The event is closed.');
      await replayRequests();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('is sent only in its own judge’s session: another judge’s waits for them', async () => {
    useFailedRequestStore.getState().enqueue({ ...stepAside(1), intJudgeId: 99 });
    const fetchMock = stubFetch(() => recusalAnswer(1));
    await replayRequests();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queued()).toHaveLength(1);
  });

  it('keeps a newer write that replaced the one in flight', async () => {
    const gate = { started: false, release: () => {} };
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          gate.started = true;
          gate.release = () => resolve(recusalAnswer(1));
        }),
    );
    useFailedRequestStore.getState().enqueue({ ...stepAside(1), at: 'old' });
    const replay = replayRequests();
    await vi.waitFor(() => expect(gate.started).toBe(true));
    useFailedRequestStore.getState().enqueue({ ...stepAside(1), at: 'new' });
    gate.release();
    await replay;
    expect(queued()).toEqual([expect.objectContaining({ at: 'new' })]);
  });
});

describe('replaying after the access token expired while offline', () => {
  beforeEach(async () => {
    await setTokens({ access: 'expired-access', refresh: 'good-refresh' });
  });

  /** A server on which "expired-access" is refused; the refresh answer is given. */
  const serverWithExpiredAccess = (refreshAnswer: () => Response) =>
    stubFetch((url, init) => {
      if (url === API.tokenRefresh) return refreshAnswer();
      if (headerOf(init, 'Authorization') !== 'Bearer fresh-access') return jsonResponse({ detail: 'Token expired' }, 401);
      return recusalAnswer(1);
    });

  it('refreshes the token first (401) and sends the queued write with the new one', async () => {
    const fetchMock = serverWithExpiredAccess(() => jsonResponse({ access: 'fresh-access', refresh: 'next-refresh' }));
    useFailedRequestStore.getState().enqueue(stepAside(1));
    await replayRequests();
    expect(queued()).toEqual([]);
    const sends = fetchMock.mock.calls.filter(([url]) => url === API.recusals);
    expect(sends.map(([, init]) => headerOf(init, 'Authorization'))).toEqual(['Bearer expired-access', 'Bearer fresh-access']);
    expect(await getRefreshToken()).toBe('next-refresh');
  });

  it('keeps it waiting when the session cannot be renewed (the judge signs in again and it goes)', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => '');
    serverWithExpiredAccess(() => jsonResponse({ detail: 'Token is invalid' }, 401));
    useFailedRequestStore.getState().enqueue(stepAside(1));
    await replayRequests();
    expect(queued()).toEqual([expect.objectContaining({ url: API.recusals })]);
    expect(queued()[0]?.refused).toBeUndefined();
  });
});
