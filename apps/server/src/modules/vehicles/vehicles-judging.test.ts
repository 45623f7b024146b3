import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API } from '@showgrid/shared/paths';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { scoreEntries, scoreParameterValues } from '../../db/schema/index.ts';
import { createParameter } from '../../../test/factories/catalogue.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { mappedJudge, saveScore, scoreBody, scoringShow } from '../../../test/factories/scores.ts';
import { createShow, insertVehicles, sendVehicleForm, vehicleForm } from '../../../test/factories/vehicles.ts';

// SPEC §3's strTotalScore ("x/y") and arrJudgingParameterIds on every vehicle read (issue 15 item 11).

let ctx: TestContext;
useTestContext((c) => (ctx = c));

type Headers = Record<string, string>;
const ALL: Headers = { blnRemovePagination: 'true' };

async function read(headers: Headers, url: string, extra: Headers = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** strTotalScore of each vehicle of a read, by vehicle id. */
const figures = (data: Vehicle[]) => Object.fromEntries(data.map((v) => [v.intVehicleId, v.strTotalScore]));

describe('strTotalScore and arrJudgingParameterIds on vehicle reads', () => {
  it('gives an admin the x/y the results page ranks by, null where nobody scored, and the live parameters', async () => {
    const show = await scoringShow(ctx);
    const other = await mappedJudge(ctx, show);
    const admin = (await ctx.authAs('admin')).headers;
    const [v1, v2, v3, v4] = show.paid;
    // A retired parameter counts where it was scored but is no longer judged on; another type's never.
    const retired = await createParameter(ctx.database.db, { vehicleTypeId: show.type.id, retiredAt: new Date() });
    const elsewhere = await createParameter(ctx.database.db);

    await saveScore(ctx, show.judge.headers, scoreBody(show, v1.id, { paint: 7, engine: 3 }));
    await saveScore(ctx, other.headers, scoreBody(show, v1.id, { paint: 5, engine: 5 }));
    await saveScore(ctx, show.judge.headers, scoreBody(show, v2.id, { paint: 10, engine: 0 }));
    await saveScore(ctx, other.headers, scoreBody(show, v3.id, { paint: 1, engine: 2 }));

    const listed: Vehicle[] = await read(admin, `${API.vehicles}?intEventId=${show.event.id}`, ALL);
    expect(figures(listed)).toEqual({ [v1.id]: '20/30', [v2.id]: '10/15', [v3.id]: '3/15', [v4.id]: null, [show.unpaid.id]: null });
    for (const vehicle of listed) expect(vehicle.arrJudgingParameterIds).toEqual([show.paint.id, show.engine.id]);
    expect(listed.flatMap((v) => v.arrJudgingParameterIds)).not.toContain(retired.id);
    expect(listed.flatMap((v) => v.arrJudgingParameterIds)).not.toContain(elsewhere.id);

    // One rule: the results page shows exactly these figures ("No score available" where null).
    const ranking: RankingRow[] = await read(admin, `${API.ranking}?intEventId=${show.event.id}`);
    expect(ranking).toHaveLength(4);
    for (const row of ranking) expect(figures(listed)[row.intVehicleId]).toBe(row.strTotalScore);

    const paged: Vehicle[] = await read(admin, `${API.vehicles}?intEventId=${show.event.id}&page=1`);
    expect(figures(paged)).toEqual(figures(listed));
    expect(await read(admin, API.vehicle(v1.id))).toMatchObject({
      strTotalScore: '20/30',
      arrJudgingParameterIds: [show.paint.id, show.engine.id],
    });
  });

  it('gives a judge only their own figure: x/y over their own entry, null where only others scored', async () => {
    const show = await scoringShow(ctx);
    const other = await mappedJudge(ctx, show);
    const [v1, v2, v3] = show.paid;
    await saveScore(ctx, show.judge.headers, scoreBody(show, v1.id, { paint: 7, engine: 3 }));
    await saveScore(ctx, other.headers, scoreBody(show, v1.id, { paint: 2, engine: 1 }));
    await saveScore(ctx, other.headers, scoreBody(show, v2.id, { paint: 9, engine: 4 }));

    const mine: Vehicle[] = await read(show.judge.headers, `${API.vehicles}?intEventId=${show.event.id}`, ALL);
    expect(figures(mine)).toMatchObject({ [v1.id]: '10/15', [v2.id]: null, [v3.id]: null });
    const theirs: Vehicle[] = await read(other.headers, `${API.vehicles}?intEventId=${show.event.id}`, ALL);
    expect(figures(theirs)).toMatchObject({ [v1.id]: '3/15', [v2.id]: '13/15', [v3.id]: null });

    // Naming the other judge in the filter changes which vehicles, never whose figures.
    const asOther: Vehicle[] = await read(show.judge.headers, `${API.vehicles}?intJudgeId=${other.user.id}`, ALL);
    expect(figures(asOther)).toMatchObject({ [v1.id]: '10/15', [v2.id]: null });
    // The same on a page and by id: never the sum over judges (20/30 would let judge A work out B's 3).
    expect(figures(await read(show.judge.headers, `${API.vehicles}?page=1`))[v1.id]).toBe('10/15');
    expect((await read(show.judge.headers, API.vehicle(v1.id))).strTotalScore).toBe('10/15');
    expect((await read(show.judge.headers, API.vehicle(v2.id))).strTotalScore).toBeNull();
  });

  it('answers a create and an update with the fields, as a read would', async () => {
    const admin = (await ctx.authAs('admin')).headers;
    const show = await createShow(ctx);
    const paint = await createParameter(ctx.database.db, { vehicleTypeId: show.type.id });
    const fields = { intEventId: show.event.id, strRegistrationNo: 'AB12 CDE', intCategoryId: show.category.id };
    const created = await sendVehicleForm(ctx, 'POST', admin, vehicleForm(fields));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ strTotalScore: null, arrJudgingParameterIds: [paint.id] });

    const id: number = created.json().data.intVehicleId;
    const judge = await ctx.authAs('judge');
    const [entry] = await ctx.database.db
      .insert(scoreEntries)
      .values({
        eventId: show.event.id,
        vehicleId: id,
        judgeId: judge.user.id,
        editedAt: new Date(),
        totalScore: 6,
        maxScore: paint.scoreLimit,
      })
      .returning({ id: scoreEntries.id });
    await ctx.database.db.insert(scoreParameterValues).values({ scoreId: entry!.id, parameterId: paint.id, score: 6 });
    const updated = await sendVehicleForm(ctx, 'PUT', admin, vehicleForm({ ...fields, intVehicleId: id, strOwnerName: 'Ada' }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ strOwnerName: 'Ada', strTotalScore: '6/10', arrJudgingParameterIds: [paint.id] });
  });
});

/**
 * The app over the same database, its handle counting the statements the app starts (select,
 * insert, execute…): a read that loads figures per vehicle would start one per row.
 */
const STATEMENTS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  '$count',
]);
async function countingApp(): Promise<{ app: FastifyInstance; statements: () => number }> {
  let started = 0;
  const db: Db = new Proxy(ctx.database.db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !STATEMENTS.has(key) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        started++;
        return Reflect.apply(value, target, args);
      };
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database: { ...ctx.database, db } });
  return { app, statements: () => started };
}

describe('vehicle reads cost the same statements for a page of 10 and a list of 800', () => {
  let counting: FastifyInstance | undefined;
  afterAll(() => counting?.close());

  it('for an admin and for a judge, every vehicle scored by two judges', async () => {
    const show = await scoringShow(ctx);
    const other = await mappedJudge(ctx, show);
    const admin = (await ctx.authAs('admin')).headers;
    const db = ctx.database.db;
    const rows = await insertVehicles(
      ctx,
      show,
      Array.from({ length: 796 }, (_, i) => ({ registrationNo: `BULK ${i}`, paid: true })),
    );
    const scored = [...show.paid, ...rows];
    for (const judgeId of [show.judge.user.id, other.user.id]) {
      const entries = await db
        .insert(scoreEntries)
        .values(
          scored.map((v) => ({ eventId: show.event.id, vehicleId: v.id, judgeId, editedAt: new Date(), totalScore: 5, maxScore: 15 })),
        )
        .returning({ id: scoreEntries.id });
      await db.insert(scoreParameterValues).values(
        entries.flatMap((e) => [
          { scoreId: e.id, parameterId: show.paint.id, score: 4 },
          { scoreId: e.id, parameterId: show.engine.id, score: 1 },
        ]),
      );
    }

    const { app, statements } = await countingApp();
    counting = app;
    const measure = async (headers: Headers, extra: Headers, expected: string) => {
      const before = statements();
      const res = await app.inject({
        method: 'GET',
        url: `${API.vehicles}?intEventId=${show.event.id}`,
        headers: { ...headers, ...extra },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data: Vehicle[] = res.json().data;
      for (const vehicle of data) {
        if (vehicle.intVehicleId === show.unpaid.id) continue;
        expect(vehicle.strTotalScore).toBe(expected);
        expect(vehicle.arrJudgingParameterIds).toEqual([show.paint.id, show.engine.id]);
      }
      return { rows: data.length, statements: statements() - before };
    };

    for (const [headers, expected] of [
      [admin, '10/30'],
      [show.judge.headers, '5/15'],
    ] as const) {
      const page = await measure(headers, {}, expected);
      const all = await measure(headers, ALL, expected);
      expect(page.rows).toBe(10);
      expect(all.rows).toBeGreaterThanOrEqual(800);
      expect(all.statements).toBe(page.statements);
      expect(all.statements).toBeLessThanOrEqual(8);
    }
  });
});
