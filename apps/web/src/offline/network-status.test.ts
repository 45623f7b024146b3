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
    expect(toastError).toHaveBeenCalledWith(OFFLINE_NOTICE, expect.objectContaining({ duration: Number.POSITIVE_INFINITY }));
    expect(OFFLINE_NOTICE).toBe('You’re offline');

    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(online()).toBe(true);
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('checks the server every 4000 ms: no answer means offline even if the browser says online', async () => {
    let reachable = true;
    const fetchMock = stubFetch(() => (reachable ? jsonResponse({ status: 'ok', database: 'pglite' }) : Promise.reject(new TypeError('no route'))));
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
