import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { publishedResultsSchema } from '@showgrid/shared/schemas/awards';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { PUBLIC_READS_REFUSED } from '../../platform/public-limit.ts';
import { engine } from '../../../test/helpers/engine.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { dashboardShow, type DashboardShow } from '../../../test/factories/dashboard.ts';

/**
 * Public reads cannot slow the day (issue 29): the published results and the awards link come
 * from a cache refreshed after commit (one ranking however many readers), and each client address
 * has its limit. Rankings are counted as the database sees them: each reads the tie orders once.
 */

const LIMIT = 10;
let rankings = 0;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { PUBLIC_READS_PER_IP_PER_MIN: String(LIMIT) },
    database: { logger: { logQuery: (query) => void (/from "tie_orders"/.test(query) && rankings++) } },
  });
});
afterAll(() => ctx?.close());

let show: DashboardShow;
beforeEach(async () => {
  await ctx.reset();
  show = await dashboardShow(ctx);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: API.awardsPublish(show.event.id),
    headers: show.admin.headers,
    payload: { blnPublished: true, blnShowScores: true },
  });
  expect(res.statusCode).toBe(200);
  await ctx.app.settled();
});

/** Each reader from an address of its own, so that the limit stays out of the way. */
const readAs = (n: number, eventId = show.event.id) =>
  ctx.app.inject({
    method: 'GET',
    url: API.awardsPublished(eventId),
    remoteAddress: `10.0.${String(Math.floor(n / 250))}.${String(n % 250)}`,
  });

const topScore = (body: string) =>
  publishedResultsSchema.parse(JSON.parse(body).data).arrCategories.find((c) => c.intCategoryId === show.category.id)?.arrPodium[0];

describe('published results from the public cache', () => {
  it('a burst of 100 readers causes one ranking; a score saved is in the next read after its commit, again one ranking', async () => {
    rankings = 0;
    const first = await Promise.all(Array.from({ length: 100 }, (_, n) => readAs(n)));
    expect(first.map((res) => res.statusCode)).toEqual(Array(100).fill(200));
    expect(rankings).toBe(1);
    expect(new Set(first.map((res) => res.body)).size).toBe(1);
    expect(topScore(first[0]?.body ?? '')).toMatchObject({ intVehicleId: show.paid[0].id, strTotalScore: '13/15' });

    // Ben gives the Fiat full marks: 15/15 takes first place.
    await show.score(show.ben, show.paid[3].id, 10, 5);
    await ctx.app.settled();
    rankings = 0;
    const next = await Promise.all(Array.from({ length: 100 }, (_, n) => readAs(n + 100)));
    expect(rankings).toBe(1);
    expect(new Set(next.map((res) => res.body)).size).toBe(1);
    expect(topScore(next[0]?.body ?? '')).toMatchObject({ intVehicleId: show.paid[3].id, strTotalScore: '15/15' });
  });

  it('taking the results back closes them at once; an unknown event is 404 and ranks nothing', async () => {
    expect((await readAs(1)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: API.awardsPublish(show.event.id),
      headers: show.admin.headers,
      payload: { blnPublished: false },
    });
    await ctx.app.settled();
    const closed = await readAs(2);
    expect([closed.statusCode, closed.json()]).toEqual([404, { detail: 'The results of this show are not published yet.' }]);
    rankings = 0;
    expect((await readAs(3, 999_999)).statusCode).toBe(404);
    expect(rankings).toBe(0);
  });
});

describe('the per-address limit of public reads', () => {
  const ADDRESS = '203.0.113.9';
  const read = (url = API.awardsPublished(show.event.id), remoteAddress = ADDRESS) => ctx.app.inject({ method: 'GET', url, remoteAddress });

  it(`${String(LIMIT)} a minute from one address: a burst of 60 gets ${String(LIMIT)} through, as a sequence would; 429 with retry-after; other addresses unaffected`, async () => {
    const burst = await Promise.all(Array.from({ length: 60 }, () => read()));
    expect(burst.filter((res) => res.statusCode === 200)).toHaveLength(LIMIT);
    const refused = burst.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(60 - LIMIT);
    for (const res of refused) {
      expect(res.json()).toEqual({ detail: PUBLIC_READS_REFUSED });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // The awards link counts in the same window; an unknown event too (no free probing of ids).
    const token = (await ctx.app.inject({ method: 'POST', url: API.awardsLink(show.event.id), headers: show.admin.headers })).json().data
      .strToken;
    expect((await read(API.awardsShared(token))).statusCode).toBe(429);
    expect((await read(API.awardsPublished(999_999))).statusCode).toBe(429);
    expect((await read(API.awardsShared(token), '203.0.113.10')).statusCode).toBe(200);

    ctx.clock.advance(61_000);
    expect((await read()).statusCode).toBe(200);
  });

  it('one at a time, the same: the read after the limit is refused', async () => {
    // An address of its own: the windows live in the app, which outlives each test's clean database.
    const read = () => ctx.app.inject({ method: 'GET', url: API.awardsPublished(show.event.id), remoteAddress: '203.0.113.77' });
    for (let n = 0; n < LIMIT; n++) expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(429);
  });
});

/**
 * Several instances on one PostgreSQL: a change through instance A refreshes instance B's cache.
 * PGlite is one process by design, so there it is skipped.
 */
describe.skipIf(engine !== 'postgres')('two instances on one PostgreSQL (TEST_DB=postgres only)', () => {
  let b: FastifyInstance;
  let bDatabase: Database;
  beforeAll(async () => {
    const url = ctx.database.connectionString;
    if (!url) throw new Error('the test database has no connection string');
    bDatabase = openPostgres(url, 2);
    b = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent' }),
      database: bDatabase,
    });
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
  });

  it('a score saved on A is in B’s next published read once B heard it; taking them back on A closes them on B', async () => {
    const readB = () => b.inject({ method: 'GET', url: API.awardsPublished(show.event.id) });
    expect(topScore((await readB()).body)).toMatchObject({ intVehicleId: show.paid[0].id });
    await show.score(show.ben, show.paid[3].id, 10, 5); // through A
    await b.settled();
    expect(topScore((await readB()).body)).toMatchObject({ intVehicleId: show.paid[3].id, strTotalScore: '15/15' });

    await ctx.app.inject({
      method: 'PUT',
      url: API.awardsPublish(show.event.id),
      headers: show.admin.headers,
      payload: { blnPublished: false },
    });
    await b.settled();
    expect((await readB()).statusCode).toBe(404);
  });
});
