import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeAll, createRateLimiter, type RateLimiter } from '../src/platform/rate-limit.ts';
import { limiterContract } from './helpers/limiter-contract.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

/** The database limiter every instance shares (the default; Redis in rate-limit-redis.test.ts). */
let database: TestDatabase;
let limiter: RateLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  limiter = createRateLimiter(database.db);
});
afterAll(() => database.destroy());

describe('rate limits in the database', () => {
  limiterContract(() => limiter);
});

describe('consumeAll', () => {
  it('takes a unit of every window or of none: a full window gives the others theirs back', async () => {
    const roomy = { limit: 10, windowMs: 60_000 };
    const full = { limit: 1, windowMs: 60_000 };
    expect((await limiter.consume('all:full', full)).allowed).toBe(true);
    const refused = await consumeAll(limiter, [
      { key: 'all:a', window: roomy },
      { key: 'all:full', window: full },
      { key: 'all:b', window: roomy },
    ]);
    expect(refused).toMatchObject({ allowed: false });
    expect((await limiter.peek('all:a', roomy)).count).toBe(0);
    expect((await limiter.peek('all:b', roomy)).count).toBe(0);
  });

  it('under a burst of 100, lets through no more than the tightest window allows', async () => {
    const windows = [
      { key: 'many:wide', window: { limit: 50, windowMs: 60_000 } },
      { key: 'many:tight', window: { limit: 7, windowMs: 60_000 } },
    ];
    const answers = await Promise.all(Array.from({ length: 100 }, () => consumeAll(limiter, windows)));
    const through = answers.filter((a) => a.allowed).length;
    expect(through).toBeGreaterThan(0);
    expect(through).toBeLessThanOrEqual(7);
    expect((await limiter.peek('many:tight', windows[1]!.window)).count).toBe(through);
    expect((await limiter.peek('many:wide', windows[0]!.window)).count).toBe(through);
  });
});
