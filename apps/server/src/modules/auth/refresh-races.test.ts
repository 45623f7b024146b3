import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { refreshTokens } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { MAX_GRACE_USES, REFRESH_REUSE_GRACE_MS } from './tokens.ts';

/**
 * Two refreshes of one token (two tabs without Web Locks, a retry after a lost reply) must not
 * sign the judge out; a replay after the grace window still revokes the family (ADR 003).
 */

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

/** Two tabs and a retry or two: every use a client in bad coverage makes of one token. */
const BURST = 1 + MAX_GRACE_USES;

const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: API.tokenRefresh, payload: { refresh: token } });
const me = (access: string) => ctx.app.inject({ method: 'GET', url: API.me, headers: { authorization: `Bearer ${access}` } });
const logout = (token: string) => ctx.app.inject({ method: 'POST', url: API.logout, payload: { refresh: token } });

/** The refresh tokens of a user who signed in once: one family. */
const familyOf = (pair: { user_id: number }) => ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, pair.user_id));

async function signedInJudge() {
  const judge = await ctx.createUser({ role: 'judge' });
  return ctx.login(judge.email);
}

/** Each answer of a burst: 200 with a pair whose access works and whose refresh rotates once more. */
async function expectWorkingPairs(answers: Awaited<ReturnType<typeof refresh>>[]) {
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  const pairs = answers.map((answer) => answer.json<{ access: string; refresh: string }>());
  expect(new Set(pairs.map((pair) => pair.refresh)).size).toBe(pairs.length);
  for (const pair of pairs) expect((await me(pair.access)).statusCode).toBe(200);
  return pairs;
}

describe('parallel refreshes of one token', () => {
  it(`${BURST} at once all get a working pair of the same family, which stays alive`, async () => {
    const first = await signedInJudge();
    const answers = await Promise.all(Array.from({ length: BURST }, () => refresh(first.refresh)));
    const pairs = await expectWorkingPairs(answers);

    const family = await familyOf(first);
    expect(family).toHaveLength(BURST + 1);
    expect(family.every((row) => row.revokedAt === null)).toBe(true);
    // Every sibling ends when the login's family does: the grace never lengthens a session.
    expect(new Set(family.map((row) => row.familyExpiresAt.getTime())).size).toBe(1);

    // Each sibling is a real token: it rotates on (in parallel too) and its successor works.
    await expectWorkingPairs(await Promise.all(pairs.map((pair) => refresh(pair.refresh))));
  });

  it('a burst of 100 reuses of one token (a copy at work) gets no more pairs than the cap, then the family is revoked', async () => {
    const first = await signedInJudge();
    const answers = await Promise.all(Array.from({ length: 100 }, () => refresh(first.refresh)));
    const granted = answers.filter((answer) => answer.statusCode === 200);
    expect(granted.length).toBeLessThanOrEqual(1 + MAX_GRACE_USES);
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBe(100 - granted.length);
    expect((await familyOf(first)).every((row) => row.revokedAt !== null)).toBe(true);
    for (const answer of granted) expect((await refresh(answer.json<{ refresh: string }>().refresh)).statusCode).toBe(401);
  });

  it('a reuse within the window rotates; after it, the reuse revokes every token of the family', async () => {
    const first = await signedInJudge();
    const other = await ctx.login((await ctx.createUser({ role: 'judge' })).email);
    const [second] = await expectWorkingPairs([await refresh(first.refresh)]);

    // A retry after a lost reply, just inside the window.
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS - 5_000);
    const [retried] = await expectWorkingPairs([await refresh(first.refresh)]);

    // The window runs from the first rotation, not from the last reuse: 10 s later it is a replay.
    ctx.clock.advance(10_000);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Token is invalid or expired' });
    for (const token of [second!.refresh, retried!.refresh, first.refresh]) expect((await refresh(token)).statusCode).toBe(401);
    expect((await familyOf(first)).every((row) => row.revokedAt !== null)).toBe(true);

    // Another session (another family) is untouched.
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('a burst of reuses after the window revokes the family and none gets a pair', async () => {
    const first = await signedInJudge();
    const [second] = await expectWorkingPairs([await refresh(first.refresh)]);
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    const replays = await Promise.all(Array.from({ length: BURST }, () => refresh(first.refresh)));
    expect(replays.map((answer) => answer.statusCode)).toEqual(Array.from({ length: BURST }, () => 401));
    expect((await refresh(second!.refresh)).statusCode).toBe(401);
    expect((await familyOf(first)).every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('a sign-out racing a burst of refreshes leaves no token of the family alive', async () => {
    // A race: several rounds, so a rotation slipping past the revocation shows up.
    for (let round = 0; round < 5; round++) {
      const first = await signedInJudge();
      const burst = Array.from({ length: BURST }, (_, i) => (i === BURST / 2 ? logout(first.refresh) : refresh(first.refresh)));
      const answers = await Promise.all(burst);
      const issued = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<{ refresh: string }>().refresh);
      for (const token of issued) expect((await refresh(token)).statusCode).toBe(401);
      expect((await familyOf(first)).filter((row) => row.revokedAt === null)).toEqual([]);
    }
  });

  it('the family still ends at its absolute expiry, grace or not', async () => {
    const first = await signedInJudge();
    const [family] = await familyOf(first);
    const [second] = await expectWorkingPairs([await refresh(first.refresh)]);
    ctx.clock.advance(family!.familyExpiresAt.getTime() - Date.now() + 1_000);
    expect((await refresh(second!.refresh)).statusCode).toBe(401);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });
});
