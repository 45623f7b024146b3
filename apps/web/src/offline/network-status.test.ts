import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/render-app';
import { OFFLINE_NOTICE, startNetworkMonitor, useNetworkStore } from './network-status';

let stop = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  useNetworkStore.setState({ online: true });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

const online = () => useNetworkStore.getState().online;

describe('offline detection', () => {
  it('goes offline on the browser event, with the persistent notice, and back online with a refresh', async () => {
    stubFetch(() => jsonResponse({ status: 'ok', database: 'pglite' }));
    const toastError = vi.spyOn(toast, 'error');
    const onOnline = vi.fn();
    stop = startNetworkMonitor({ onOnline });
    await vi.advanceTimersByTimeAsync(0);

    window.dispatchEvent(new Event('offline'));
    expect(online()).toBe(false);
    expect(toastError).toHaveBeenCalledWith(
      OFFLINE_NOTICE,
      expect.objectContaining({ duration: Number.POSITIVE_INFINITY, position: 'bottom-center' }),
    );
    expect(OFFLINE_NOTICE).toBe('You’re offline');

    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(online()).toBe(true);
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('checks the server every 4000 ms: no answer means offline even if the browser says online', async () => {
    let reachable = true;
    const fetchMock = stubFetch(() =>
      reachable ? jsonResponse({ status: 'ok', database: 'pglite' }) : Promise.reject(new TypeError('no route')),
    );
    const onOnline = vi.fn();
    stop = startNetworkMonitor({ onOnline });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');

    reachable = false;
    await vi.advanceTimersByTimeAsync(3999);
    expect(online()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(online()).toBe(false);

    reachable = true;
    await vi.advanceTimersByTimeAsync(4000);
    expect(online()).toBe(true);
    expect(onOnline).toHaveBeenCalledTimes(1);
  });
});

describe('the connection check does not cancel its own requests', () => {
  it('reads each answer to its end and never aborts it', async () => {
    const answers: Response[] = [];
    const fetchMock = stubFetch(() => {
      const answer = jsonResponse({ status: 'ok', database: 'pglite' });
      answers.push(answer);
      return answer;
    });
    stop = startNetworkMonitor({ onOnline: vi.fn() });
    await vi.advanceTimersByTimeAsync(8000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(answers.every((answer) => answer.bodyUsed)).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock.mock.calls.every(([, init]) => init?.signal?.aborted !== true)).toBe(true);
    expect(online()).toBe(true);
  });

  it('a check with no answer in 3 s means offline; no second check while it is open; its late answer is ignored', async () => {
    let answerFirst: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() =>
      fetchMock.mock.calls.length === 1
        ? new Promise<Response>((resolve) => (answerFirst = resolve))
        : jsonResponse({ status: 'ok', database: 'pglite' }),
    );
    const onOnline = vi.fn();
    stop = startNetworkMonitor({ onOnline });
    await vi.advanceTimersByTimeAsync(2999);
    expect(online()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(online()).toBe(false);

    // The beats at 4 s and 8 s leave the open check alone instead of cancelling it for another.
    await vi.advanceTimersByTimeAsync(6000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);

    // Its answer comes at 9 s, too late to count; the next beat (12 s) asks again and decides.
    answerFirst(jsonResponse({ status: 'ok', database: 'pglite' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(online()).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(online()).toBe(true);
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('gives up a check that hangs for 20 s, so the checks go on', async () => {
    const fetchMock = stubFetch((_url, init) =>
      fetchMock.mock.calls.length === 1
        ? new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )
        : jsonResponse({ status: 'ok', database: 'pglite' }),
    );
    stop = startNetworkMonitor({ onOnline: vi.fn() });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(online()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    // The next beat (at 24 s) checks again.
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(online()).toBe(true);
  });
});
