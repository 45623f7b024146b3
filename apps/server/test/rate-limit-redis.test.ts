import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from '../src/lib/rate-limit.ts';
import { createRedisRateLimiter } from '../src/lib/rate-limit-redis.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

/**
 * REDIS_URL rate limits (optional in production). Runs when TEST_REDIS_URL names a Redis
 * (CI sets it; this machine runs one); skipped otherwise, as the PostgreSQL suite is.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const log = { warn: () => {}, info: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the limiter's own connection is up, so calls really go to Redis. */
async function ready(limiter: { hit: RateLimiter['hit'] }, probe: Redis, prefix: string) {
  for (let i = 0; i < 100; i++) {
    await limiter.hit('probe', { limit: 1, windowMs: 1000 });
    if ((await probe.get(`${prefix}probe`)) !== null) return;
    await sleep(20);
  }
  throw new Error('the limiter never reached Redis');
}

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  let database: TestDatabase;
  let dbLimiter: RateLimiter;
  let probe: Redis;
  const prefix = `showgrid-test:${randomUUID()}:`;
  let limiter: ReturnType<typeof createRedisRateLimiter>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dbLimiter = createRateLimiter(database.db);
    probe = new Redis(redisUrl!);
    limiter = createRedisRateLimiter(redisUrl!, dbLimiter, log, prefix);
    await ready(limiter, probe, prefix);
  });
  afterAll(async () => {
    const keys = await probe.keys(`${prefix}*`);
    if (keys.length) await probe.del(...keys);
    probe.disconnect();
    await limiter.close();
    await database.destroy();
  });

  it('counts hits in Redis, not in the database, and peeks without counting', async () => {
    const w = { limit: 3, windowMs: 60_000 };
    expect((await limiter.hit('a', w)).count).toBe(1);
    const second = await limiter.hit('a', w);
    expect(second.count).toBe(2);
    expect(second.retryAfter).toBeGreaterThan(55);
    expect(second.retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.peek('a', w)).count).toBe(2);
    expect((await limiter.peek('a', w)).count).toBe(2);
    expect(await probe.get(`${prefix}a`)).toBe('2');
    expect((await dbLimiter.peek('a', w)).count).toBe(0);
    expect(await limiter.peek('never-hit', w)).toEqual({ count: 0, retryAfter: 0 });
  });

  it('starts a new window when the old one ends', async () => {
    const w = { limit: 3, windowMs: 300 };
    await limiter.hit('short', w);
    await limiter.hit('short', w);
    await sleep(450);
    expect((await limiter.peek('short', w)).count).toBe(0);
    expect((await limiter.hit('short', w)).count).toBe(1);
  });

  it('reset clears the count in Redis and in the database', async () => {
    const w = { limit: 3, windowMs: 60_000 };
    await limiter.hit('r', w);
    await dbLimiter.hit('r', w); // counted there while Redis was away
    await limiter.reset('r');
    expect((await limiter.peek('r', w)).count).toBe(0);
    expect((await dbLimiter.peek('r', w)).count).toBe(0);
  });

  it('answers from the database while Redis cannot be reached', async () => {
    const dead = createRedisRateLimiter('redis://127.0.0.1:1', dbLimiter, log, prefix);
    try {
      const w = { limit: 3, windowMs: 60_000 };
      expect((await dead.hit('down', w)).count).toBe(1);
      expect((await dead.hit('down', w)).count).toBe(2);
      expect((await dbLimiter.peek('down', w)).count).toBe(2);
      expect((await dead.peek('down', w)).count).toBe(2);
    } finally {
      await dead.close();
    }
  });
});

describe.skipIf(!redisUrl)('two instances with one REDIS_URL', () => {
  let a: TestContext;
  let b: TestContext;
  const prefix = `showgrid-test:${randomUUID()}:`;

  beforeAll(async () => {
    // Each instance has a database of its own here, so only Redis can carry the count across.
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix };
    a = await createTestContext({ env });
    b = await createTestContext({ env });
  });
  afterAll(async () => {
    const probe = new Redis(redisUrl!);
    const keys = await probe.keys(`${prefix}*`);
    if (keys.length) await probe.del(...keys);
    probe.disconnect();
    await a.close();
    await b.close();
  });

  const failSignIn = (ctx: TestContext, email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username: email, password: 'wrong password' } });

  /** Until its Redis connection is up an instance counts in its own database: wait for it. */
  async function untilCountingInRedis(ctx: TestContext, probe: Redis) {
    for (let i = 0; i < 100; i++) {
      const email = `probe-${randomUUID()}@example.com`;
      await failSignIn(ctx, email);
      if ((await probe.get(`${prefix}rl:login:account:${email}`)) !== null) return;
      await sleep(20);
    }
    throw new Error('the instance never counted in Redis');
  }

  it('failed sign-ins on one instance lock the account on the other', async () => {
    const probe = new Redis(redisUrl!);
    try {
      await untilCountingInRedis(a, probe);
      const email = `locked-${randomUUID()}@example.com`;
      for (let i = 0; i < 5; i++) expect((await failSignIn(a, email)).statusCode).toBe(401);
      expect(await probe.get(`${prefix}rl:login:account:${email}`)).toBe('5');
      const onB = await failSignIn(b, email);
      expect(onB.statusCode).toBe(429);
      expect(onB.json().detail).toMatch(/^Too many login attempts/);
      // Without the shared store B would have answered 401: its own database counted nothing.
      expect((await b.database.query<{ n: number }>(`select count(*)::int as n from rate_limits where key like 'login:account:locked-%'`))[0]!.n).toBe(0);
    } finally {
      probe.disconnect();
    }
  });
});
