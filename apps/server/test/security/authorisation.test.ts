import type { InjectOptions } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TOKENS } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { ACCESS, concrete, GUARDED, splitKey } from './access-table.ts';
import { watchDatabase, type DatabaseWatch } from './db-watch.ts';
import { seedWorld, type World } from './world.ts';

/**
 * What access.test.ts does not: tokens that were good once (expired) or never (forged), and a
 * judge reaching for another judge's data. Every refusal must also leave the database as it was.
 */

let ctx: TestContext;
let world: World;
let watch: DatabaseWatch;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await seedWorld(ctx);
  watch = await watchDatabase(ctx.database, () => ctx.app.settled());
});
afterAll(() => ctx?.close());

/** Tables changed since the last call, failure counters aside (counting refusals is their job). */
const changes = async () => (await watch.changes()).filter((t) => t !== 'rate_limits');

type Judge = 'A' | 'B' | 'C';
const headersOf = (judge: Judge) => ({ A: world.judgeA, B: world.judgeB, C: world.judgeC })[judge].headers;

interface Case {
  /** The judge who asks: B is mapped only to another event, C to judge A's event too. */
  as: Exclude<Judge, 'A'>;
  what: string;
  request: (w: World) => InjectOptions;
  /** The refusal (403 / 404, as the route's code chooses), or a 200 that shows none of A's data. */
  expect: { status: 403 | 404 } | { status: 200; shows: (body: unknown, w: World) => unknown; toEqual: (w: World) => unknown };
  /** GETs: the same request by judge A succeeds, so the refusal is about who asks, not a broken fixture. */
  ownerSucceeds?: boolean;
}

type Scope = { shared: string } | { cases: Case[] };

const listSchema = z.object({ data: z.array(z.record(z.string(), z.unknown())) });
const ids = (body: unknown, key: string) => listSchema.parse(body).data.map((row) => row[key]);
const e1 = (w: World) => w.show.event.id;
const entry1 = (w: World) => w.entries.entry1.intScoreId;
const scoreOfA = (w: World, extra: object = {}) => ({
  intEventId: e1(w),
  intVehicleId: w.vehicles.v1.id,
  objParameterWiseScore: { [String(w.paint.id)]: 1, [String(w.engine.id)]: 1 },
  dtEditedAt: '2031-01-01T00:00:00.000Z',
  ...extra,
});

/**
 * Every route a judge may call, and how it keeps judges apart. A new judge route fails the
 * first test until it is added here, with the attempts that must be refused.
 */
const JUDGE_SCOPE: Record<string, Scope> = {
  'GET /api/auth/me/': {
    cases: [
      {
        as: 'B',
        what: 'names the caller, whoever asks',
        request: () => ({ method: 'GET', url: API.me }),
        expect: {
          status: 200,
          shows: (body) => z.object({ data: z.object({ user_id: z.number() }) }).parse(body).data.user_id,
          toEqual: (w) => w.judgeB.user.id,
        },
      },
    ],
  },
  // It writes only the caller's own row (no id in it to name another's): me-language.test.ts shows a judge's PUT leaves another's language as it was.
  'PUT /api/auth/me/': { shared: 'the caller’s own account, and nobody else’s' },
  'GET /api/judges/': {
    cases: [
      {
        as: 'B',
        what: "judge A's record by intJudgeId",
        request: (w) => ({ method: 'GET', url: `/api/judges/?intJudgeId=${w.judgeA.user.id}` }),
        expect: { status: 403 },
        ownerSucceeds: true,
      },
      { as: 'C', what: 'every judge (no intJudgeId)', request: () => ({ method: 'GET', url: '/api/judges/' }), expect: { status: 403 } },
    ],
  },
  'GET /api/judges/:id/': {
    cases: [
      {
        as: 'B',
        what: "judge A's record",
        request: (w) => ({ method: 'GET', url: `/api/judges/${w.judgeA.user.id}/` }),
        expect: { status: 403 },
        ownerSucceeds: true,
      },
      {
        as: 'C',
        what: "a colleague's record",
        request: (w) => ({ method: 'GET', url: `/api/judges/${w.judgeA.user.id}/` }),
        expect: { status: 403 },
      },
    ],
  },
  'GET /api/vehicle/vehicle-type/': { shared: 'the catalogue every judge scores against' },
  'GET /api/vehicle/vehicle-type/:id/': { shared: 'the catalogue every judge scores against' },
  'GET /api/vehicle/parameter/': { shared: 'the catalogue every judge scores against' },
  'GET /api/vehicle/vehicle-category/': { shared: 'the catalogue every judge scores against' },
  'GET /api/vehicle/vehicle-category/:id/': { shared: 'the catalogue every judge scores against' },
  'GET /api/event/manage-event/': {
    cases: [
      {
        as: 'B',
        what: 'lists only their own events',
        request: () => ({ method: 'GET', url: API.events }),
        expect: { status: 200, shows: (body) => ids(body, 'id'), toEqual: (w) => [w.other.event.id] },
      },
    ],
  },
  'GET /api/event/manage-event/upcoming-events/': {
    cases: [
      {
        as: 'B',
        what: 'lists only their own events',
        request: () => ({ method: 'GET', url: API.upcomingEvents }),
        expect: { status: 200, shows: (body) => ids(body, 'id'), toEqual: (w) => [w.other.event.id] },
      },
    ],
  },
  'GET /api/event/manage-event/:id/': {
    cases: [
      {
        as: 'B',
        what: 'an event they are not mapped to',
        request: (w) => ({ method: 'GET', url: `${API.events}${e1(w)}/` }),
        expect: { status: 404 },
        ownerSucceeds: true,
      },
    ],
  },
  'GET /api/vehicle/': {
    cases: [
      {
        as: 'B',
        what: "the vehicles of judge A's event",
        request: (w) => ({ method: 'GET', url: `${API.vehicles}?intEventId=${e1(w)}` }),
        expect: { status: 200, shows: (body) => ids(body, 'id'), toEqual: () => [] },
        ownerSucceeds: true,
      },
      {
        as: 'B',
        what: "the vehicles of judge A's events, named by intJudgeId",
        request: (w) => ({ method: 'GET', url: `${API.vehicles}?intJudgeId=${w.judgeA.user.id}` }),
        expect: { status: 200, shows: (body) => ids(body, 'id'), toEqual: () => [] },
      },
    ],
  },
  'GET /api/vehicle/:id/': {
    cases: [
      {
        as: 'B',
        what: "a vehicle of judge A's event",
        request: (w) => ({ method: 'GET', url: `${API.vehicles}${w.vehicles.v1.id}/` }),
        expect: { status: 404 },
        ownerSucceeds: true,
      },
      {
        as: 'C',
        what: 'an unpaid vehicle of their own event',
        request: (w) => ({ method: 'GET', url: `${API.vehicles}${w.vehicles.unpaid.id}/` }),
        expect: { status: 404 },
      },
    ],
  },
  'GET /api/score-entry/': {
    cases: (['B', 'C'] as const).map((as): Case => ({
      as,
      what: "judge A's entries, named by intJudgeId",
      request: (w) => ({ method: 'GET', url: `${API.scoreEntries}?intJudgeId=${w.judgeA.user.id}&intEventId=${e1(w)}` }),
      expect: { status: 200, shows: (body) => ids(body, 'intScoreId'), toEqual: () => [] },
      ownerSucceeds: true,
    })),
  },
  'POST /api/score-entry/': {
    cases: [
      {
        as: 'B',
        what: 'a score at an event they are not mapped to',
        request: (w) => ({ method: 'POST', url: API.scoreEntries, payload: scoreOfA(w, { intVehicleId: w.vehicles.v4.id }) }),
        expect: { status: 404 },
      },
      {
        as: 'C',
        what: 'a score saved as judge A',
        request: (w) => ({ method: 'POST', url: API.scoreEntries, payload: scoreOfA(w, { intJudgeId: w.judgeA.user.id }) }),
        expect: { status: 403 },
      },
      {
        as: 'C',
        what: "judge A's sheet entered as if from paper (ADR 034: an admin's call)",
        request: (w) => ({
          method: 'POST',
          url: API.scoreEntries,
          payload: scoreOfA(w, { intJudgeId: w.judgeA.user.id, blnFromPaper: true }),
        }),
        expect: { status: 403 },
      },
    ],
  },
  'GET /api/score-entry/:id/': {
    cases: (['B', 'C'] as const).map((as): Case => ({
      as,
      what: "judge A's entry",
      request: (w) => ({ method: 'GET', url: `${API.scoreEntries}${entry1(w)}/` }),
      expect: { status: 404 },
      ownerSucceeds: true,
    })),
  },
  'PUT /api/score-entry/:id/': {
    cases: [
      {
        as: 'C',
        what: "judge A's entry",
        request: (w) => ({ method: 'PUT', url: `${API.scoreEntries}${entry1(w)}/`, payload: scoreOfA(w) }),
        expect: { status: 404 },
      },
      {
        as: 'C',
        what: "judge A's entry, as judge A",
        request: (w) => ({
          method: 'PUT',
          url: `${API.scoreEntries}${entry1(w)}/`,
          payload: scoreOfA(w, { intJudgeId: w.judgeA.user.id }),
        }),
        expect: { status: 403 },
      },
      {
        as: 'B',
        what: "judge A's entry",
        request: (w) => ({ method: 'PUT', url: `${API.scoreEntries}${entry1(w)}/`, payload: scoreOfA(w) }),
        expect: { status: 404 },
      },
    ],
  },
  'PUT /api/score-entry/': {
    cases: [
      {
        as: 'C',
        what: "judge A's entry by intScoreId",
        request: (w) => ({ method: 'PUT', url: API.scoreEntries, payload: scoreOfA(w, { intScoreId: entry1(w) }) }),
        expect: { status: 404 },
      },
      {
        as: 'B',
        what: "judge A's entry by intScoreId",
        request: (w) => ({ method: 'PUT', url: API.scoreEntries, payload: scoreOfA(w, { intScoreId: entry1(w) }) }),
        expect: { status: 404 },
      },
    ],
  },
  'DELETE /api/score-entry/:id/': {
    cases: (['B', 'C'] as const).map((as): Case => ({
      as,
      what: "judge A's entry",
      request: (w) => ({ method: 'DELETE', url: `${API.scoreEntries}${entry1(w)}/` }),
      expect: { status: 404 },
    })),
  },
  'GET /api/total-score/': {
    cases: [
      {
        as: 'B',
        what: 'totals of an event they are not mapped to',
        request: (w) => ({ method: 'GET', url: `${API.totalScore}?intEventId=${e1(w)}` }),
        expect: { status: 404 },
        ownerSucceeds: true,
      },
    ],
  },
  'GET /api/score-count/': {
    cases: [
      {
        as: 'B',
        what: 'progress at an event they are not mapped to',
        request: (w) => ({ method: 'GET', url: `${API.scoreCount}?intEventId=${e1(w)}` }),
        expect: { status: 404 },
        ownerSucceeds: true,
      },
      {
        as: 'C',
        what: "judge A's progress, named by intJudgeId (answers C's own)",
        request: (w) => ({ method: 'GET', url: `${API.scoreCount}?intEventId=${e1(w)}&intJudgeId=${w.judgeA.user.id}` }),
        expect: { status: 200, shows: (body) => z.object({ intJudgedCount: z.number() }).parse(body).intJudgedCount, toEqual: () => 0 },
      },
    ],
  },
  'GET /api/judge-choice/': {
    cases: (['B', 'C'] as const).map((as): Case => ({
      as,
      what: "judge A's picks, named by intJudgeId (answers their own)",
      request: (w) => ({ method: 'GET', url: `${API.judgeChoice}?intEventId=${e1(w)}&intJudgeId=${w.judgeA.user.id}` }),
      expect: { status: 200, shows: (body) => ids(body, 'intScoreId'), toEqual: () => [] },
      ownerSucceeds: true,
    })),
  },
  'GET /api/recusal/': {
    cases: (['B', 'C'] as const).map((as): Case => ({
      as,
      what: "judge A's recusals",
      request: (w) => ({ method: 'GET', url: `${API.recusals}?intEventId=${e1(w)}` }),
      expect: { status: 200, shows: (body) => ids(body, 'intJudgeId'), toEqual: () => [] },
      ownerSucceeds: true,
    })),
  },
  'POST /api/recusal/': {
    cases: [
      {
        as: 'B',
        what: 'a recusal at an event they are not mapped to',
        request: (w) => ({ method: 'POST', url: API.recusals, payload: { intEventId: e1(w), intVehicleId: w.vehicles.v4.id } }),
        expect: { status: 404 },
      },
    ],
  },
  'DELETE /api/recusal/': {
    cases: (['B', 'C'] as const).map((as): Case => ({
      as,
      what: "judge A's recusal",
      request: (w) => ({ method: 'DELETE', url: `${API.recusals}?intEventId=${e1(w)}&intVehicleId=${w.vehicles.v3.id}` }),
      expect: { status: 404 },
    })),
  },
};

describe("a judge and another judge's data", () => {
  it('the table names every route a judge may call', () => {
    const judgeRoutes = Object.entries(ACCESS)
      .filter(([, access]) => access !== 'public' && access.includes('judge'))
      .map(([key]) => key)
      .sort();
    expect(Object.keys(JUDGE_SCOPE).sort()).toEqual(judgeRoutes);
  });

  const cases = Object.entries(JUDGE_SCOPE).flatMap(([key, scope]) =>
    'cases' in scope ? scope.cases.map((c) => [`${key} — judge ${c.as}: ${c.what}`, c] as const) : [],
  );

  it.each(cases)('%s', async (_name, c) => {
    const request = c.request(world);
    const res = await ctx.app.inject({ ...request, headers: headersOf(c.as) });
    expect(res.statusCode, res.body).toBe(c.expect.status);
    if ('shows' in c.expect) expect(c.expect.shows(res.json(), world)).toEqual(c.expect.toEqual(world));
    else expect(res.json()).toEqual({ detail: expect.any(String) });
    expect(await changes()).toEqual([]);
    if (c.ownerSucceeds) {
      const own = await ctx.app.inject({ ...request, headers: headersOf('A') });
      expect(own.statusCode, own.body).toBe(200);
      if ('shows' in c.expect) expect(c.expect.shows(own.json(), world)).not.toEqual(c.expect.toEqual(world));
    }
  });
});

describe('tokens that are not (or no longer) good', () => {
  const secretOther = new TextEncoder().encode('another-secret-that-is-at-least-32-characters-long');
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const claims = (id: number, role: string) => ({ user_id: id, strUserType: role, token_type: 'access' });
  let expired: Record<'admin' | 'judge', string>;
  let refreshToken: string;

  beforeAll(async () => {
    const admin = await ctx.login(world.admin.user.email);
    const judge = await ctx.login(world.judgeA.user.email);
    expired = { admin: admin.access, judge: judge.access };
    refreshToken = admin.refresh;
    // Good shortly before the end of their lifetime (whole seconds: a few spare for a slow machine)...
    ctx.clock.advance((TOKENS.accessTtlSeconds - 5) * 1000);
    const stillGood = await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(admin.access) });
    expect(stillGood.statusCode).toBe(200);
    // ...and no more once it has passed.
    ctx.clock.advance(6000);
    await changes();
  });
  afterAll(() => ctx.clock.reset());

  /** Tokens that would pass for `role` if they were genuine. */
  async function forged(role: 'admin' | 'judge') {
    const id = role === 'admin' ? world.admin.user.id : world.judgeA.user.id;
    const iat = Math.floor(ctx.clock.now().getTime() / 1000);
    const [header, , signature] = expired.judge.split('.');
    const body = Buffer.from(JSON.stringify({ ...claims(world.judgeA.user.id, 'admin'), iss: 'showgrid', iat, exp: iat + 600 })).toString(
      'base64url',
    );
    return {
      expired: expired[role],
      'unsigned (alg none)': new UnsecuredJWT(claims(id, role))
        .setIssuer('showgrid')
        .setIssuedAt(iat)
        .setExpirationTime(iat + 600)
        .encode(),
      'signed with another secret': await new SignJWT(claims(id, role))
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('showgrid')
        .setIssuedAt(iat)
        .setExpirationTime(iat + 600)
        .sign(secretOther),
      "a judge's token made admin (signature kept)": `${header}.${body}.${signature}`,
      'a refresh token': refreshToken,
    };
  }

  it.each(GUARDED)('%s answers 401 to expired and forged tokens, changing nothing', async (key, access) => {
    const [method, url] = splitKey(key);
    const role = access.includes('admin') ? 'admin' : 'judge';
    for (const [kind, token] of Object.entries(await forged(role))) {
      const res = await ctx.app.inject({ method, url: concrete(url), headers: bearer(token) });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    expect(await changes()).toEqual([]);
  });
});
