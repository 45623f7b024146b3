import { describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { TOKENS } from '@showgrid/shared/limits';
import { useTestContext, TEST_PASSWORD, type TestContext } from '../../../test/helpers/test-app.ts';
import { BAD_CREDENTIALS } from './service.ts';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_IP, LOGIN_FAILURES_PER_IP } from './login-limits.ts';
import { REFRESH_REUSE_GRACE_MS } from './tokens.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const login = (username: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username, password, blnRotateRefresh: true }, remoteAddress: ip });
const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
const me = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: { authorization: `Bearer ${access}` } });

describe('POST /api/auth/token/', () => {
  it('signs an admin in with access, refresh and user_id, the role in strUserType', async () => {
    const admin = await ctx.createUser({ role: 'admin', email: 'Boss@Example.com' });
    const res = await login('boss@example.com', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user_id).toBe(admin.id);
    expect(typeof body.refresh).toBe('string');
    const claims = decodeJwt(body.access);
    expect(claims).toMatchObject({ user_id: admin.id, strUserType: 'admin', token_type: 'access' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKENS.accessTtlSeconds);
  });

  it('gives a judge a judge token whose user_id is the judge id', async () => {
    const judge = await ctx.createUser({ role: 'judge' });
    const body = (await login(judge.email, TEST_PASSWORD)).json();
    expect(body.user_id).toBe(judge.id);
    expect(decodeJwt(body.access).strUserType).toBe('judge');
  });

  it('answers a wrong password and an unknown e-mail alike, with a detail', async () => {
    const admin = await ctx.createUser();
    const wrong = await login(admin.email, 'not the password');
    const unknown = await login('nobody@example.com', TEST_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: BAD_CREDENTIALS });
    expect(unknown.json()).toEqual({ detail: BAD_CREDENTIALS });
  });

  it('refuses a malformed body field by field, and broken JSON with a detail', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });

    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a@b.c", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Malformed JSON in request body.' });
  });

  it('locks an account from an address after repeated failures there, even for the right password, then lets it in again', async () => {
    const admin = await ctx.createUser();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP.limit; i++) {
      expect((await login(admin.email, 'wrong', '10.0.1.1')).statusCode).toBe(401);
    }
    const locked = await login(admin.email, TEST_PASSWORD, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    ctx.clock.advance(LOGIN_FAILURES_PER_ACCOUNT_AND_IP.windowMs + 1000);
    expect((await login(admin.email, TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('lets a whole judging team sign in from one venue address', async () => {
    const judges = await Promise.all(Array.from({ length: LOGIN_FAILURES_PER_IP.limit + 5 }, () => ctx.createUser({ role: 'judge' })));
    for (const judge of judges) {
      expect((await login(judge.email, TEST_PASSWORD, '10.7.7.7')).statusCode).toBe(200);
    }
  });

  it('limits failed attempts per address across accounts', async () => {
    // Real accounts with cheap hashes keep this fast; each is tried once, below its own lock.
    const accounts = await Promise.all(Array.from({ length: LOGIN_FAILURES_PER_IP.limit + 1 }, () => ctx.createUser({ role: 'judge' })));
    for (const account of accounts.slice(0, LOGIN_FAILURES_PER_IP.limit)) {
      expect((await login(account.email, 'x', '10.9.9.9')).statusCode).toBe(401);
    }
    const last = accounts[LOGIN_FAILURES_PER_IP.limit]!;
    expect((await login(last.email, TEST_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(last.email, TEST_PASSWORD, '10.9.9.8')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/token/refresh/', () => {
  it('rotates: a new access and a new refresh token, the new one usable', async () => {
    const admin = await ctx.createUser();
    const first = await ctx.login(admin.email);
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await me(second.access)).statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('treats a refresh token reused after the grace window as theft: 401 and the whole family revoked', async () => {
    const admin = await ctx.createUser();
    const first = await ctx.login(admin.email);
    const second = (await refresh(first.refresh)).json();

    // Within the window a reuse is a lost reply or a second tab (refresh-races.test.ts).
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Token is invalid or expired' });
    // The legitimate holder's newer token died with the family.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    // Another login (another family) is untouched.
    const other = await ctx.login(admin.email);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('lets an expired access token be renewed, and the replayed request succeeds', async () => {
    const judge = await ctx.createUser({ role: 'judge' });
    const pair = await ctx.login(judge.email);
    ctx.clock.advance((TOKENS.accessTtlSeconds + 5) * 1000);
    const expired = await me(pair.access);
    expect(expired.statusCode).toBe(401);
    const renewed = (await refresh(pair.refresh)).json();
    const replay = await me(renewed.access);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ user_id: judge.id, strUserType: 'judge' });
  });

  it('ends a judge session after one show day and an admin session after a week', async () => {
    const judge = await ctx.createUser({ role: 'judge' });
    const admin = await ctx.createUser({ role: 'admin' });
    const judgePair = await ctx.login(judge.email);
    const adminPair = await ctx.login(admin.email);
    ctx.clock.advance((TOKENS.refreshTtlSecondsJudge + 60) * 1000);
    expect((await refresh(judgePair.refresh)).statusCode).toBe(401);
    const adminNext = await refresh(adminPair.refresh);
    expect(adminNext.statusCode).toBe(200);
    ctx.clock.advance(TOKENS.refreshTtlSecondsAdmin * 1000);
    expect((await refresh(adminNext.json().refresh)).statusCode).toBe(401);
  });

  it('refuses an unknown token and a malformed body', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: 42 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['refresh']);
  });
});

describe("SPEC's client: a sign-in that does not ask for rotation (ADR 003)", () => {
  it('keeps one refresh token for the session: it refreshes hours apart, and sign-out ends it', async () => {
    const judge = await ctx.createUser({ role: 'judge' });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { username: judge.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const { refresh: token } = signIn.json<{ refresh: string }>();
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(2 * 60 * 60 * 1000);
      const res = await refresh(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ access: expect.any(String), refresh: token });
      expect((await me(res.json<{ access: string }>().access)).statusCode).toBe(200);
    }
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: token } });
    expect((await refresh(token)).statusCode).toBe(401);
    // The absolute expiry still ends it: a judge's session is one show day.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { username: judge.email, password: TEST_PASSWORD },
    });
    ctx.clock.advance(TOKENS.refreshTtlSecondsJudge * 1000 + 1000);
    expect((await refresh(again.json<{ refresh: string }>().refresh)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout/', () => {
  it('revokes the session: its refresh token no longer works', async () => {
    const admin = await ctx.createUser();
    const pair = await ctx.login(admin.email);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: `Bearer ${pair.access}` },
      payload: { refresh: pair.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });

  it('works with the refresh token alone, after the access token expired', async () => {
    const judge = await ctx.createUser({ role: 'judge' });
    const pair = await ctx.login(judge.email);
    ctx.clock.advance((TOKENS.accessTtlSeconds + 5) * 1000);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: pair.refresh } });
    expect(out.statusCode).toBe(204);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses a forged, an unsigned and a refresh token as bearer', async () => {
    const admin = await ctx.createUser();
    const pair = await ctx.login(admin.email);
    const forged = await new SignJWT({ user_id: admin.id, strUserType: 'admin', token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('showgrid')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const [, payload] = pair.access.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [forged, unsigned, pair.refresh, `${pair.access}x`]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('detail');
    }
    expect((await me(pair.access)).statusCode).toBe(200);
  });
});
