import { expect, it } from 'vitest';
import type { RateLimiter } from '../../src/platform/rate-limit.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let keys = 0;
/** A key of its own per test: the stores are shared by the tests of a file. */
const freshKey = (name: string) => `${name}-${process.pid}-${++keys}-${Date.now()}`;

/**
 * What every rate-limit store must do (platform/rate-limit.ts), run against the database and Redis.
 * `limiter` is read when a test runs, after the file's beforeAll made it.
 */
export function limiterContract(limiter: () => RateLimiter) {
  it('lets through no more than the limit of a burst of 100 parallel consumes, and counts the refused ones not at all', async () => {
    const key = freshKey('burst');
    const w = { limit: 5, windowMs: 60_000 };
    const answers = await Promise.all(Array.from({ length: 100 }, () => limiter().consume(key, w)));
    const allowed = answers.filter((a) => a.allowed);
    expect(allowed).toHaveLength(5);
    expect(allowed.map((a) => a.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    for (const refused of answers.filter((a) => !a.allowed)) expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await limiter().peek(key, w)).count).toBe(5);
  });

  it('gives a refunded unit back to the same window, never below zero', async () => {
    const key = freshKey('refund');
    const w = { limit: 2, windowMs: 60_000 };
    const first = await limiter().consume(key, w);
    const second = await limiter().consume(key, w);
    expect((await limiter().consume(key, w)).allowed).toBe(false);
    if (!first.allowed || !second.allowed) throw new Error('the first two consumes were refused');
    await limiter().refund(first.ticket);
    expect((await limiter().peek(key, w)).count).toBe(1);
    expect((await limiter().consume(key, w)).allowed).toBe(true);
    await limiter().refund(second.ticket);
    await limiter().refund(second.ticket);
    await limiter().refund(second.ticket);
    expect((await limiter().peek(key, w)).count).toBe(0);
  });

  it('starts a new window when the old one ends, and a refund of the old window leaves the new one alone', async () => {
    const key = freshKey('window');
    const w = { limit: 1, windowMs: 300 };
    const old = await limiter().consume(key, w);
    expect((await limiter().consume(key, w)).allowed).toBe(false);
    await sleep(450);
    const fresh = await limiter().consume(key, w);
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
    if (!old.allowed) throw new Error('the first consume was refused');
    await limiter().refund(old.ticket);
    expect((await limiter().peek(key, w)).count).toBe(1);
  });

  it('peeks without counting and resets a key', async () => {
    const key = freshKey('peek');
    const w = { limit: 3, windowMs: 60_000 };
    expect(await limiter().peek(key, w)).toEqual({ count: 0, retryAfter: 0 });
    await limiter().consume(key, w);
    expect((await limiter().peek(key, w)).count).toBe(1);
    expect((await limiter().peek(key, w)).count).toBe(1);
    await limiter().reset(key);
    expect((await limiter().peek(key, w)).count).toBe(0);
  });

  it('peeks at several windows in one call, in the order asked, an unknown key as empty', async () => {
    const [a, b, none] = [freshKey('peek-a'), freshKey('peek-b'), freshKey('peek-none')];
    const w = { limit: 3, windowMs: 60_000 };
    await limiter().consume(a, w);
    await limiter().consume(b, w);
    await limiter().consume(b, w);
    const states = await limiter().peekAll([
      { key: b, window: w },
      { key: none, window: w },
      { key: a, window: w },
    ]);
    expect(states.map((s) => s.count)).toEqual([2, 0, 1]);
    expect(states[0]?.retryAfter).toBeGreaterThan(0);
    expect(states[1]).toEqual({ count: 0, retryAfter: 0 });
  });
}
