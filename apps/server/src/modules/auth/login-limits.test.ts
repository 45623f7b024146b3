import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { useTestContext, TEST_PASSWORD, type TestContext } from '../../../test/helpers/test-app.ts';
import { SIGN_IN_BUSY } from './service.ts';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURES_PER_DEVICE,
  LOGIN_FAILURES_PER_IP,
  LOGIN_REFUSALS_PER_IP,
} from './login-limits.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const ATTACKER = '198.51.100.66';
const OWNER_HOME = '192.0.2.10';

const login = (username: string, password: string, ip: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { username, password },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The device cookie a sign-in set, as the browser sends it back. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.startsWith('sg_device_'));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('sign-in limits under a burst (counted before the password is checked)', () => {
  /**
   * Bursts of `size` parallel requests until one is refused whole with 429: answers per status.
   * 503 (the hash queue of lib/hash-gate.ts is full) is "try again", so the next burst does.
   */
  async function burstsUntilLocked(size: number, request: (i: number) => Promise<LightMyRequestResponse>) {
    const seen = new Map<number, number>();
    for (let round = 0; round < 20; round++) {
      const codes = statuses(await Promise.all(Array.from({ length: size }, (_, i) => request(i))));
      for (const code of codes) seen.set(code, (seen.get(code) ?? 0) + 1);
      if (codes.every((c) => c === 429)) return seen;
    }
    throw new Error(`never locked: ${JSON.stringify([...seen])}`);
  }

  it('bursts of 100 parallel wrong passwords for one account from one address: the cap checked, none past it', async () => {
    const judge = await ctx.createUser({ role: 'judge' });
    const seen = await burstsUntilLocked(100, () => login(judge.email, 'wrong guess', ATTACKER));
    // Checked (401): no more than the cap of the account from this address, as in a sequence.
    // Refused by the full hash queue (503): each took a unit of the account's window (ADR 033).
    expect(seen.get(401)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT_AND_IP.limit);
    expect(seen.get(401)).toBeGreaterThan(0);
    expect((seen.get(401) ?? 0) + (seen.get(503) ?? 0)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT.limit);
    expect([...seen.keys()].every((code) => [401, 429, 503].includes(code))).toBe(true);
    // The right password from that address now waits out the window too.
    expect((await login(judge.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
  });

  it('the right password inside bursts of guesses gets in only within the cap, as in a sequence', async () => {
    const judge = await ctx.createUser({ role: 'judge' });
    const seen = await burstsUntilLocked(60, (i) => login(judge.email, i === 30 ? TEST_PASSWORD : 'wrong guess', ATTACKER));
    // Every request that was checked held a unit: guesses and right ones together, at most the cap.
    expect((seen.get(401) ?? 0) + (seen.get(200) ?? 0)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT_AND_IP.limit);
  });

  it('bursts of wrong passwords over 60 accounts from one address: the address cap checked, none past it', async () => {
    const judges = await Promise.all(Array.from({ length: 60 }, () => ctx.createUser({ role: 'judge' })));
    const seen = await burstsUntilLocked(60, (i) => login(judges[i]!.email, 'wrong guess', ATTACKER));
    // Failures and refusals are counted per address in windows of their own; neither past its cap.
    expect(seen.get(401)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_IP.limit);
    expect(seen.get(503) ?? 0).toBeLessThanOrEqual(LOGIN_REFUSALS_PER_IP.limit);
    expect(seen.get(200)).toBeUndefined();
    expect((await login(judges[0]!.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
  });

  it('an IPv6 client counts by its /64: new addresses in it are still one client', async () => {
    const judges = await Promise.all(Array.from({ length: 60 }, () => ctx.createUser({ role: 'judge' })));
    const seen = await burstsUntilLocked(60, (i) => login(judges[i]!.email, 'wrong guess', `2001:db8:1:2::${(i + 1).toString(16)}`));
    expect(seen.get(401)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_IP.limit);
    expect(seen.get(503) ?? 0).toBeLessThanOrEqual(LOGIN_REFUSALS_PER_IP.limit);
    expect((await login(judges[0]!.email, TEST_PASSWORD, '2001:db8:1:2::ffff')).statusCode).toBe(429);
    // Another /64 is another client.
    expect((await login(judges[0]!.email, TEST_PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('a burst of right passwords from one venue address: each gets in or is asked to retry in seconds, never locked out', async () => {
    const judges = await Promise.all(Array.from({ length: LOGIN_FAILURES_PER_IP.limit + 10 }, () => ctx.createUser({ role: 'judge' })));
    let pending = judges;
    for (let round = 0; pending.length > 0; round++) {
      expect(round, 'judges still waiting after 10 rounds').toBeLessThan(10);
      const answers = await Promise.all(pending.map((j) => login(j.email, TEST_PASSWORD, '10.7.7.7')));
      for (const answer of answers) {
        // Successes count for nothing; a full hash queue answers 503 with a short retry-after.
        expect([200, 503]).toContain(answer.statusCode);
        if (answer.statusCode === 503) {
          expect(answer.json()).toEqual({ detail: SIGN_IN_BUSY });
          expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(5);
        }
      }
      pending = pending.filter((_, i) => answers[i]!.statusCode !== 200);
    }
  });
});

describe('nobody can lock the owner out (ADR 016)', () => {
  it('guesses from one address do not lock the account for its owner elsewhere', async () => {
    const chief = await ctx.createUser({ role: 'judge' });
    for (let i = 0; i < 7; i++) await login(chief.email, 'wrong guess', ATTACKER);
    expect((await login(chief.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
    expect((await login(chief.email, TEST_PASSWORD, OWNER_HOME)).statusCode).toBe(200);
  });

  it('past the account-wide cap from many addresses, a browser the owner signed in with before still gets in', async () => {
    const chief = await ctx.createUser({ role: 'judge' });
    const device = deviceCookieOf(await login(chief.email, TEST_PASSWORD, OWNER_HOME));

    // A guesser with many addresses, each below its own cap, fills the account's window.
    const guesses = Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT.limit + 10 }, (_, i) =>
      login(chief.email, 'wrong guess', `203.0.113.${i + 1}`),
    );
    const codes = statuses(await Promise.all(guesses));
    expect(countOf(codes, 401)).toBe(LOGIN_FAILURES_PER_ACCOUNT.limit);

    // A client the account does not know now waits, even with the right password...
    expect((await login(chief.email, TEST_PASSWORD, '192.0.2.200')).statusCode).toBe(429);
    // ...while the owner's tablet, from any address, signs in.
    const owner = await login(chief.email, TEST_PASSWORD, '192.0.2.201', device);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ user_id: chief.id });
  });

  it('a device cookie is bound to its account, and an edited one is nobody’s', async () => {
    const chief = await ctx.createUser({ role: 'judge' });
    const other = await ctx.createUser({ role: 'judge' });
    const device = deviceCookieOf(await login(other.email, TEST_PASSWORD, OWNER_HOME));
    const [name, value = ''] = device.split('=');
    const edited = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    // The other account's cookie, under this account's cookie name as well: still not this account's.
    const ownName = deviceCookieOf(await login(chief.email, TEST_PASSWORD, OWNER_HOME)).split('=')[0];
    const transplanted = `${ownName}=${value}`;

    await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT.limit }, (_, i) => login(chief.email, 'wrong guess', `203.0.113.${i + 1}`)),
    );
    for (const cookie of [device, edited, transplanted]) {
      expect((await login(chief.email, TEST_PASSWORD, '192.0.2.202', cookie)).statusCode).toBe(429);
    }
  });

  it('a stolen device cookie guesses no faster than its own cap, then counts as a stranger', async () => {
    const chief = await ctx.createUser({ role: 'judge' });
    const device = deviceCookieOf(await login(chief.email, TEST_PASSWORD, OWNER_HOME));
    const codes = statuses(await Promise.all(Array.from({ length: 40 }, () => login(chief.email, 'wrong guess', ATTACKER, device))));
    // Its own cap, then the stranger's (account and address) cap: never more.
    expect(countOf(codes, 401)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_DEVICE.limit + LOGIN_FAILURES_PER_ACCOUNT_AND_IP.limit);
    expect(countOf(codes, 401)).toBeGreaterThan(0);
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, on the sign-in path only, Secure over TLS', async () => {
    const judge = await ctx.createUser({ role: 'judge' });
    const plain = (await login(judge.email, TEST_PASSWORD, OWNER_HOME)).cookies.find((c) => c.name.startsWith('sg_device_'));
    expect(plain).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/token/' });
    expect(plain?.secure).toBeFalsy();
    expect(plain?.maxAge).toBeGreaterThan(30 * 24 * 3600);
    // No cookie at all for a failed sign-in.
    expect((await login(judge.email, 'wrong guess', OWNER_HOME)).headers['set-cookie']).toBeUndefined();
  });
});
