import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOVE_PAGINATION_HEADER } from '@showgrid/shared/paths';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helpers/test-app.ts';
import { ACCESS } from './access-table.ts';
import { watchDatabase, type DatabaseWatch } from './db-watch.ts';
import { formFields, jsonBody, pathValue, queryString } from './inputs/requests.ts';
import { routesOf, type OpenApiDocument, type RouteInputs } from './inputs/routes.ts';
import type { Hints } from './inputs/values.ts';
import { seedWorld, VOTE_TOKEN, VOTER, VOTER_CODE, type World } from './world.ts';

/**
 * Every route, fed inputs generated from its own schema (see inputs/), as a caller it admits:
 * never a 5xx; a refusal answers PRODUCT.md's error shape ({ field: [message] } or { detail })
 * and changes nothing in the database.
 *
 * The seed is fixed so a failure replays: the message names it and the failing input. Set
 * FUZZ_SEED to explore other inputs, FUZZ_RUNS to multiply the runs (e.g. FUZZ_RUNS=20 for a
 * long soak on a quiet machine).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 8_2024);
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);

/** Runs per route: body routes get more; routes that hash passwords or draw PDFs fewer. */
function runsFor(route: RouteInputs): number {
  const expensive: Record<string, number> = {
    'POST /api/auth/token/': 10,
    'POST /api/judges/': 10,
    'PUT /api/judges/': 10,
    'POST /api/judges/:id/reset-password/': 6,
    'GET /api/report/:event_id/download/:is_pdf': 8,
    'GET /api/vehicle/vehicle-category/:id/cards/': 8,
    'GET /api/top-choice/download/': 8,
    'GET /api/vehicle/qr-code/': 12,
  };
  const base = expensive[route.key] ?? (route.body ? 30 : 15);
  return Math.max(1, Math.round(base * SCALE));
}

/**
 * Changes a refusal may make, on purpose: failures are counted (login and OTP limits), a wrong
 * code uses up a try, an older score edit is recorded as a conflict (PRODUCT.md "Conflicts"), a
 * reused refresh token revokes its family (ADR 003).
 */
const ALLOWED_ON_REFUSAL: Record<string, { status?: number; tables: string[] }[]> = {
  '*': [{ tables: ['rate_limits'] }],
  'POST /api/attendee/verify-otp/': [{ status: 400, tables: ['otp_codes'] }],
  'POST /api/score-entry/': [{ status: 409, tables: ['score_conflicts'] }],
  'PUT /api/score-entry/:id/': [{ status: 409, tables: ['score_conflicts'] }],
  'POST /api/auth/token/refresh/': [{ status: 401, tables: ['refresh_tokens'] }],
};

function unexpectedChanges(key: string, status: number, changed: string[]): string[] {
  const rules = [...(ALLOWED_ON_REFUSAL['*'] ?? []), ...(ALLOWED_ON_REFUSAL[key] ?? [])];
  return changed.filter((table) => !rules.some((r) => (r.status === undefined || r.status === status) && r.tables.includes(table)));
}

/** PRODUCT.md's refusals: { detail: "…" } (a 409 may add the kept data) or { field: ["…"] }. */
function errorShapeProblem(res: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const entries = Object.entries(body);
  if ('detail' in body && typeof body.detail === 'string') return undefined;
  const fieldShaped =
    entries.length > 0 && entries.every(([, v]) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string'));
  return fieldShaped ? undefined : `unexpected shape: ${res.body.slice(0, 200)}`;
}

let ctx: TestContext;
let world: World;
let watch: DatabaseWatch;
let hints: Hints;
let routes: RouteInputs[];
let dirty = true;

/** Answers per route and status: FUZZ_DEBUG=1 prints them, to see how far the inputs get (=trace: every request). */
const statuses = new Map<string, Map<number, number>>();
function tally(key: string, status: number) {
  const counts = statuses.get(key) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(key, counts);
}

async function reseed() {
  await ctx.reset();
  world = await seedWorld(ctx);
  hints = {
    ids: [1, 2, 3, 4, 5, 6, 7, 999],
    emails: [world.admin.user.email, world.judgeA.user.email, world.judgeB.user.email, VOTER, 'new.judge@example.com'],
    tokens: [VOTE_TOKEN, world.admin.refresh, TEST_PASSWORD, VOTER_CODE],
    uniqueIds: [world.show.id(1), world.show.id(5), world.other.id(1), 'ZZ99'],
  };
  watch = await watchDatabase(ctx.database, () => ctx.app.settled());
  dirty = false;
}

beforeAll(async () => {
  // The per-address OTP limits would turn most sends into 429s after a few runs.
  ctx = await createTestContext({ env: { OTP_SEND_PER_IP_PER_HOUR: '100000', OTP_VERIFY_PER_IP_PER_HOUR: '100000' } });
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json<OpenApiDocument>();
  routes = routesOf(doc);
});
afterAll(async () => {
  if (process.env.FUZZ_DEBUG) for (const [key, counts] of statuses) console.log(key, Object.fromEntries(counts));
  await ctx?.close();
});

type Body = { kind: 'none' } | { kind: 'json'; text: string; type: string } | { kind: 'form'; fields: [string, string][] };

/** Mostly JSON as a browser labels it; sometimes labelled as something the route does not read. */
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
    ),
  },
);
type Request = { role: string; path: string[]; query: string; body: Body; allRows: string | null };

function bodyArbitrary(route: RouteInputs): fc.Arbitrary<Body> {
  const example = world.examples[route.key];
  if (route.body?.kind === 'json') {
    return fc
      .tuple(jsonBody(route.body.schema, hints, example), contentType)
      .map(([text, type]) => ({ kind: 'json' as const, text, type }));
  }
  if (route.body?.kind === 'multipart')
    return formFields(route.body.schema, hints, example).map((fields) => ({ kind: 'form' as const, fields }));
  // A body where none is read (a GET, a DELETE): it must be ignored or refused, nothing else.
  const stray = fc.tuple(jsonBody({ type: 'object', properties: { id: { type: 'integer' } } }, hints), contentType);
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 1, arbitrary: stray.map(([text, type]) => ({ kind: 'json' as const, text, type })) },
  );
}

function requestArbitrary(route: RouteInputs): fc.Arbitrary<Request> {
  const access = ACCESS[route.key] ?? 'public';
  return fc.record({
    role: fc.constantFrom(...(access === 'public' ? ['anonymous'] : access)),
    path: route.path.length > 0 ? fc.tuple(...route.path.map((p) => pathValue(p, hints))) : fc.constant([]),
    query: fc.oneof({ weight: 4, arbitrary: queryString(route.query, hints) }, { weight: 1, arbitrary: fc.constant('') }),
    body: bodyArbitrary(route),
    allRows: fc.option(fc.constantFrom('true', 'TRUE', 'false', '', 'true, true', '\u00ff'), { nil: null }),
  });
}

function send(route: RouteInputs, req: Request) {
  const headers: Record<string, string> = {};
  if (req.role === 'admin') Object.assign(headers, world.admin.headers);
  if (req.role === 'judge') Object.assign(headers, world.judgeA.headers);
  if (req.allRows !== null) headers[REMOVE_PAGINATION_HEADER] = req.allRows;
  let i = 0;
  const path = route.url.replace(/:[a-zA-Z_]+/g, () => req.path[i++] ?? '1');
  const url = req.query ? `${path}?${req.query}` : path;
  const { method } = route;
  switch (req.body.kind) {
    case 'json':
      return ctx.app.inject({ method, url, headers: { ...headers, 'content-type': req.body.type }, payload: req.body.text });
    case 'form': {
      const form = new FormData();
      for (const [name, value] of req.body.fields) form.append(name, value);
      return ctx.app.inject({ method, url, headers, payload: form });
    }
    case 'none':
      return ctx.app.inject({ method, url, headers });
  }
}

describe('fuzzing every route from its schema', () => {
  it('covers every route of the access table (the OpenAPI document lists them all)', () => {
    const fuzzed = new Set(routes.map((r) => r.key));
    const missing = Object.keys(ACCESS).filter((key) => key !== 'GET /api/docs' && !fuzzed.has(key));
    expect(missing).toEqual([]);
    expect(routes.filter((r) => r.body?.kind === 'json').length).toBeGreaterThanOrEqual(15);
  });

  it('the database watch sees a write and only that write', async () => {
    await reseed();
    expect(await watch.changes()).toEqual([]);
    await ctx.database.query(`update vehicles set owner_name = 'changed' where id = 1`);
    expect(await watch.changes()).toEqual(['vehicles']);
    expect(await watch.changes()).toEqual([]);
    dirty = true;
  });

  // One test per route, named by it: a failure says which route and which input.
  it.each(
    Object.keys(ACCESS)
      .filter((key) => key !== 'GET /api/docs')
      .concat('GET /media/:id'),
  )('%s', async (key) => {
    const route = routes.find((r) => r.key === key);
    if (!route) throw new Error(`${key} is not in the OpenAPI document`);
    if (dirty) await reseed();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route), async (req) => {
        const res = await send(route, req);
        const changed = await watch.changes();
        tally(key, res.statusCode);
        if (process.env.FUZZ_DEBUG === 'trace') console.log(res.statusCode, JSON.stringify(req).slice(0, 300), res.body.slice(0, 200));
        if (changed.length > 0 || route.method !== 'GET') dirty = true;
        const refused = res.statusCode >= 400;
        const problems = [
          res.statusCode >= 500 ? `answered ${res.statusCode}: ${res.body.slice(0, 300)}` : undefined,
          refused ? errorShapeProblem(res) : undefined,
          // A GET reads; a refusal leaves things as they were (but for the counters it keeps on purpose).
          ...(route.method === 'GET' ? changed : refused ? unexpectedChanges(route.key, res.statusCode, changed) : []).map(
            (t) => `answered ${res.statusCode} yet changed ${t}`,
          ),
        ].filter(Boolean);
        if (problems.length > 0) throw new Error(`${key} (${res.statusCode}): ${problems.join('; ')}`);
      }),
      { seed: SEED, numRuns: runsFor(route), endOnFailure: true },
    );
  });

  it('left no prototype polluted in the server process', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });
});
