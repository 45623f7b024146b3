import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { closeWhenTokenExpires, TOKEN_EXPIRED } from './live.ts';

/** A socket as far as the expiry timer cares: it can be closed and says when it is. */
class FakeSocket extends EventEmitter {
  closedWith: number | null = null;
  close(code: number) {
    this.closedWith = code;
    this.emit('close', code);
  }
}

const tokenExpiringAt = (ms: number) =>
  ['header', Buffer.from(JSON.stringify({ sub: '1', exp: Math.floor(ms / 1000) })).toString('base64url'), 'signature'].join('.');
const requestWith = (token: string) => ({ query: { event_id: '1', token } }) as unknown as FastifyRequest;

afterEach(() => {
  vi.useRealTimers();
});

describe('a live socket and the token that opened it', () => {
  it('is closed with 4401 when the token expires, not before', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const socket = new FakeSocket();
    closeWhenTokenExpires(socket as unknown as WebSocket, requestWith(tokenExpiringAt(1_000_000 + 60_000)));
    vi.advanceTimersByTime(59_000);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(socket.closedWith).toBe(TOKEN_EXPIRED);
  });

  it('forgets the timer when the socket closes first', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const socket = new FakeSocket();
    closeWhenTokenExpires(socket as unknown as WebSocket, requestWith(tokenExpiringAt(1_000_000 + 60_000)));
    socket.close(1000);
    vi.advanceTimersByTime(120_000);
    expect(socket.closedWith).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
