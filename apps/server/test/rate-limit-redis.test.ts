import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from '../src/platform/rate-limit.ts';
import { createRedisRateLimiter } from '../src/platform/rate-limit-redis.ts';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_IP } from '../src/modules/auth/login-limits.ts';
import { limiterContract } from './helpers/limiter-contract.ts';
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
async function ready(limiter: RateLimiter, probe: Redis, prefix: string) {
  for (let i = 0; i < 100; i++) {
    await limiter.consume('probe', { limit: 1000, windowMs: 1000 });
    if ((await probe.exists(`${prefix}probe`)) === 1) return;
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

  limiterContract(() => limiter);

  it('counts in Redis, not in the database', async () => {
    const w = { limit: 3, windowMs: 60_000 };
    expect(await limiter.consume('a', w)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.consume('a', w)).toMatchObject({ allowed: true, count: 2 });
    expect(await probe.hget(`${prefix}a`, 'c')).toBe('2');
    expect((await dbLimiter.peek('a', w)).count).toBe(0);
  });

  it('resets a key in both stores', async () => {
    const w = { limit: 5, windowMs: 60_000 };
    await limiter.consume('r', w);
    await dbLimiter.consume('r', w); // counted there while Redis was away
    await limiter.reset('r');
    expect((await limiter.peek('r', w)).count).toBe(0);
    expect((await dbLimiter.peek('r', w)).count).toBe(0);
  });

  it('answers from the database while Redis cannot be reached, and refunds there', async () => {
    const dead = createRedisRateLimiter('redis://127.0.0.1:1', dbLimiter, log, prefix);
    try {
      const w = { limit: 2, windowMs: 60_000 };
      const first = await dead.consume('down', w);
      expect(first).toMatchObject({ allowed: true, count: 1 });
      expect(await dead.consume('down', w)).toMatchObject({ allowed: true, count: 2 });
      expect((await dead.consume('down', w)).allowed).toBe(false);
      expect((await dbLimiter.peek('down', w)).count).toBe(2);
      if (!first.allowed) throw new Error('refused');
      await dead.refund(first.ticket);
      expect((await dead.peek('down', w)).count).toBe(1);
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
      if ((await probe.exists(`${prefix}rl2:login:account:${email}`)) === 1) return;
      await sleep(20);
    }
    throw new Error('the instance never counted in Redis');
  }

  it('failed sign-ins on one instance lock the account on the other', async () => {
    const probe = new Redis(redisUrl!);
    try {
      await untilCountingInRedis(a, probe);
      const email = `locked-${randomUUID()}@example.com`;
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP.limit; i++) expect((await failSignIn(a, email)).statusCode).toBe(401);
      expect(await probe.hget(`${prefix}rl2:login:account-ip:${email}|127.0.0.1`, 'c')).toBe(
        String(LOGIN_FAILURES_PER_ACCOUNT_AND_IP.limit),
      );
      const onB = await failSignIn(b, email);
      expect(onB.statusCode).toBe(429);
      expect(onB.json().detail).toMatch(/^Too many login attempts/);
      // Without the shared store B would have answered 401: its own database counted nothing.
      expect(
        (await b.database.query<{ n: number }>(`select count(*)::int as n from rate_limits where key like 'login:account%:locked-%'`))[0]!
          .n,
      ).toBe(0);
    } finally {
      probe.disconnect();
    }
  });
});
