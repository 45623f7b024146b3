import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { ChangeBus } from '../../platform/change-bus.ts';
import { createLiveHub } from './hub.ts';
import type { DashboardService } from './service.ts';

/** A socket as far as the hub cares: open, records what it is sent. */
function fakeSocket() {
  return {
    readyState: WebSocket.OPEN,
    sent: [] as string[],
    send(text: string) {
      this.sent.push(text);
    },
    on: () => undefined,
  };
}

describe('the live hub', () => {
  it('retries a dashboard that failed to compute, so a new socket still gets its first message', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('database restarting')).mockResolvedValue({ intEventId: 1 });
    const service = { get, exists: vi.fn(), liveScores: vi.fn() } as unknown as DashboardService;
    const bus = { subscribe: () => () => undefined } as unknown as ChangeBus;
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const hub = createLiveHub({ service, bus, log, windowMs: 10 });
    const socket = fakeSocket();
    hub.addDashboard(1, socket as unknown as WebSocket);
    await vi.waitFor(() => expect(socket.sent).toEqual([JSON.stringify({ intEventId: 1 })]), { timeout: 3000 });
    expect(get).toHaveBeenCalledTimes(2);
    await hub.close();
  });
});
