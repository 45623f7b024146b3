import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext, TEST_PASSWORD, type TestContext } from '../../../test/helpers/test-app.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { createHashGate, type HashGate } from '../../lib/hash-gate.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createUsersRepository } from '../users/repository.ts';
import { countRefusal, laneOf, RefusalMemory } from './admission.ts';
import { createDeviceCookies } from './device-cookie.ts';
import { ipRefusalsKey, LOGIN_REFUSALS_PER_IP, type LoginClient } from './login-limits.ts';
import { createAuthService } from './service.ts';
import { createTokenService } from './tokens.ts';

/*
 * The sign-in service on the real database with a small hash queue of its own: one hash at a
 * time, held by a blocker job until the test has queued what it wants, so which request is served
 * when follows from the queue's rules alone (no timing). The test users' hashes are cheap.
 */

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const limiter = () => createRateLimiter(ctx.database.db, () => ctx.clock.now().getTime());

function signInService(gate: HashGate) {
  const secret = randomBytes(32);
  return createAuthService({
    users: createUsersRepository(ctx.database.db),
    tokens: createTokenService(ctx.database.db, secret, ctx.clock.now),
    limiter: limiter(),
    gate,
    devices: createDeviceCookies(secret, ctx.clock.now),
  });
}

/** Holds the gate's only slot until released. */
function block(gate: HashGate) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = gate.run('blocker', () => held);
  return async () => {
    release();
    await done;
  };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

/** The status a sign-in answered: 200, or the HTTP error it threw. */
const statusOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 200,
    (err: unknown) => (err instanceof HttpError ? err.statusCode : Promise.reject(err)),
  );

async function countIn(key: string): Promise<number> {
  const [row] = await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count ?? 0;
}

describe('a refused sign-in counts (ADR 033)', () => {
  it('each 503 of a full hash queue takes a unit of its address, which is then told 429 at once, right password or not', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 2, maxWaitingPerClient: 2, maxWaitingClean: 1, maxWaitMs: 60_000 });
    const auth = signInService(gate);
    const judge = await ctx.createUser({ role: 'judge' });
    const attacker = '198.51.100.66';
    const login = (email: string, password: string, ip: string) => auth.login({ email, password, ip, cookies: {} });

    const targets = await Promise.all(Array.from({ length: 12 }, () => ctx.createUser({ role: 'judge' })));
    const release = block(gate);
    // Three of these wait (one clean, two other), the rest are refused and counted.
    let answered = 0;
    const burst = targets.map((target) => statusOf(login(target.email, 'wrong guess', attacker)).finally(() => answered++));
    // Three wait (the first in the clean lane, two with the others), the rest are refused and
    // counted. Once its address was refused, the first is no longer new: at its turn it leaves the
    // clean lane for the others, which are full, and is refused too.
    await until(() => gate.load().waiting === 3 && answered === 9);
    await release();
    const codes = await Promise.all(burst);
    expect(codes.filter((c) => c === 401)).toHaveLength(2);
    expect(codes.filter((c) => c === 503)).toHaveLength(10);
    expect(await countIn(ipRefusalsKey(attacker))).toBe(10);

    // Up to the window's cap, then the address waits it out: told at once, before the queue.
    const rates = limiter();
    for (let i = 10; i < LOGIN_REFUSALS_PER_IP.limit; i++) await countRefusal(rates, { account: `nobody-${i}@example.com`, ip: attacker });
    expect(await statusOf(login(judge.email, TEST_PASSWORD, attacker))).toBe(429);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    expect(await statusOf(login(judge.email, TEST_PASSWORD, '192.0.2.44'))).toBe(200);
  });

  it('a burst of 60 refused at once counts no more than the window holds, as a sequence would', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 0, maxWaitingPerClient: 0, maxWaitingClean: 0, maxWaitMs: 60_000 });
    const auth = signInService(gate);
    const release = block(gate);
    const codes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        statusOf(auth.login({ email: `nobody-${i}@example.com`, password: 'x', ip: '198.51.100.7', cookies: {} })),
      ),
    );
    await release();
    expect(codes.filter((c) => c === 503)).toHaveLength(LOGIN_REFUSALS_PER_IP.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - LOGIN_REFUSALS_PER_IP.limit);
    expect(await countIn(ipRefusalsKey('198.51.100.7'))).toBe(LOGIN_REFUSALS_PER_IP.limit);
  });
});

describe('the clean lane (ADR 033)', () => {
  it('a flood from addresses that failed before cannot hold back a sign-in from a new address', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 48, maxWaitingPerClient: 16, maxWaitingClean: 4, maxWaitMs: 60_000 });
    // The addresses in the order their hashes start.
    const started: string[] = [];
    const auth = signInService({
      run: (client, work, options) => gate.run(client, () => (started.push(client), work()), options),
      load: () => gate.load(),
    });
    const judge = await ctx.createUser({ role: 'judge' });
    const flooders = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => ({ ip: `203.0.113.${i + 1}`, target: (await ctx.createUser({ role: 'judge' })).email })),
    );
    const login = (email: string, password: string, ip: string) => statusOf(auth.login({ email, password, ip, cookies: {} }));
    // Each flooding address has failed once already: no longer clean.
    expect(await Promise.all(flooders.map(({ ip, target }) => login(target, 'wrong guess', ip)))).toEqual(flooders.map(() => 401));
    started.length = 0;

    const release = block(gate);
    const flood = flooders.flatMap(({ ip, target }) => [0, 1].map(() => login(target, 'wrong guess', ip)));
    await until(() => gate.load().waiting === flood.length);
    const judgeAnswer = login(judge.email, TEST_PASSWORD, '192.0.2.10');
    await until(() => gate.load().waiting === flood.length + 1);
    await release();
    expect(await judgeAnswer).toBe(200);
    expect(await Promise.all(flood)).toEqual(flood.map(() => 401));
    // The lanes take turns: at most one flood hash first (round-robin by address alone would
    // start one per flooding address before the judge's).
    expect(started.indexOf('192.0.2.10')).toBeLessThanOrEqual(1);
  });

  it('an address loses the clean lane at its first failure or refusal, and gets it back when the refusal is given back', async () => {
    const rates = limiter();
    const judge: LoginClient = { account: 'judge@example.com', ip: '192.0.2.20' };
    expect(await laneOf(rates, judge)).toBe('clean');
    const memory = new RefusalMemory();
    memory.remember(judge, await countRefusal(rates, judge));
    expect(await laneOf(rates, judge)).toBe('other');
    await memory.forgive(rates, judge);
    expect(await laneOf(rates, judge)).toBe('clean');

    const user = await ctx.createUser({ role: 'judge' });
    const typo: LoginClient = { account: user.email, ip: '192.0.2.21' };
    const auth = signInService(
      createHashGate({ concurrency: 1, maxWaiting: 1, maxWaitingPerClient: 1, maxWaitingClean: 1, maxWaitMs: 60_000 }),
    );
    expect(await statusOf(auth.login({ email: user.email, password: 'wrong guess', ip: typo.ip, cookies: {} }))).toBe(401);
    expect(await laneOf(rates, typo)).toBe('other');
  });

  it('a right password gives back the refusals of that account from that address, not those of others', async () => {
    const rates = limiter();
    const judge = await ctx.createUser({ role: 'judge' });
    const venue = '10.9.9.9';
    const memory = new RefusalMemory();
    const client: LoginClient = { account: judge.email, ip: venue };
    const stranger: LoginClient = { account: 'someone-else@example.com', ip: venue };
    memory.remember(client, await countRefusal(rates, client));
    memory.remember(stranger, await countRefusal(rates, stranger));
    expect(await countIn(ipRefusalsKey(venue))).toBe(2);

    await memory.forgive(rates, client);
    expect(await countIn(ipRefusalsKey(venue))).toBe(1);
    expect(await countIn(`login:account:${judge.email}`)).toBe(0);
    // Forgiven once: a second sign-in gives nothing more back.
    await memory.forgive(rates, client);
    expect(await countIn(ipRefusalsKey(venue))).toBe(1);
  });

  it('a judge refused while the queue was full signs in at the retry, and the refusal is given back', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 0, maxWaitingPerClient: 0, maxWaitingClean: 0, maxWaitMs: 60_000 });
    const auth = signInService(gate);
    const judge = await ctx.createUser({ role: 'judge' });
    const login = () => statusOf(auth.login({ email: judge.email, password: TEST_PASSWORD, ip: '10.1.1.1', cookies: {} }));
    const release = block(gate);
    expect(await login()).toBe(503);
    expect(await countIn(ipRefusalsKey('10.1.1.1'))).toBe(1);
    await release();
    expect(await login()).toBe(200);
    expect(await countIn(ipRefusalsKey('10.1.1.1'))).toBe(0);
  });
});
