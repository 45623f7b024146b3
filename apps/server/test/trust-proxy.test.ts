import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { LOGIN_FAILURES_PER_IP } from '../src/modules/auth/login-limits.ts';
import { TRUST_PROXY_TRUE } from '../src/lib/trust-proxy.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from './helpers/test-app.ts';

/**
 * TRUST_PROXY (issue 15 item 4): trusting every hop let a client write its own X-Forwarded-For
 * and dodge every per-address limit. Only a hop count or the proxies' addresses are taken.
 */
describe('TRUST_PROXY parsing', () => {
  it('takes false, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses `true` and anything that is not an address, naming the variable and why', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(`TRUST_PROXY: ${TRUST_PROXY_TRUE}`);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: "nginx" is not an address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY: must be a number of proxies/);
  });
});

const PROXY = '127.0.0.1';
const REAL_CLIENT = '203.0.113.50';

/** A request as it arrives from nginx: the client wrote its own X-Forwarded-For, nginx appended the real address. */
function viaProxy(ctx: TestContext, spoofed: string, username = 'nobody@example.com') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { username, password: 'wrong guess' },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${spoofed}, ${REAL_CLIENT}` },
  });
}

for (const shape of ['1', '127.0.0.1/32,::1']) {
  describe(`behind a proxy with TRUST_PROXY=${shape}`, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ env: { TRUST_PROXY: shape } });
    });
    afterAll(() => ctx.close());

    it('limits the real client, whatever X-Forwarded-For it writes itself', async () => {
      // A fresh account each time (with a cheap hash): only the address's window can stop these.
      const accounts = await Promise.all(Array.from({ length: LOGIN_FAILURES_PER_IP.limit + 2 }, () => ctx.createUser({ role: 'judge' })));
      for (let i = 0; i < LOGIN_FAILURES_PER_IP.limit; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/token/',
          payload: { username: accounts[i]!.email, password: 'wrong guess' },
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${REAL_CLIENT}` },
        });
        expect(res.statusCode).toBe(401);
      }
      expect((await viaProxy(ctx, '198.51.100.200', accounts.at(-2)!.email)).statusCode).toBe(429);
      // Another real client behind the same proxy is not held back.
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/token/',
        payload: { username: accounts.at(-1)!.email, password: 'wrong guess' },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.51' },
      });
      expect(other.statusCode).toBe(401);
      const rows = await ctx.database.query<{ key: string }>(`select key from rate_limits where key like 'login:ip:%' order by key`);
      expect(rows.map((r) => r.key)).toEqual(['login:ip:203.0.113.50', 'login:ip:203.0.113.51']);
    });

    it('marks cookies Secure when the proxy says the request came over TLS, not when a client says so directly', async () => {
      const user = await ctx.createUser({ role: 'judge' });
      const signIn = (remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/token/',
          payload: { username: user.email, password: TEST_PASSWORD },
          remoteAddress,
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.60' },
        });
      const viaTls = (await signIn(PROXY)).cookies.find((c) => c.name.startsWith('sg_device_'));
      expect(viaTls?.secure).toBe(true);
      if (shape !== '1') {
        // Straight from a client (not the proxy): its X-Forwarded-Proto is not believed.
        const direct = (await signIn('198.51.100.9')).cookies.find((c) => c.name.startsWith('sg_device_'));
        expect(direct?.secure).toBeFalsy();
      }
    });
  });
}

describe('with no proxy (TRUST_PROXY unset)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('ignores X-Forwarded-For entirely: the socket address is the client', async () => {
    await viaProxy(ctx, '198.51.100.1');
    const rows = await ctx.database.query<{ key: string }>(`select key from rate_limits where key like 'login:ip:%'`);
    expect(rows.map((r) => r.key)).toEqual([`login:ip:${PROXY}`]);
  });
});
