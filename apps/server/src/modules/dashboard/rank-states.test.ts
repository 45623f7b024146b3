import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rankStates } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { engine, testDatabaseUrl } from '../../../test/helpers/engine.ts';
import { saveScore, scoreBody, scoringShow } from '../../../test/factories/scores.ts';
import { getDashboard } from '../../../test/factories/dashboard.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

const statesOf = async (eventId: number) =>
  new Map(
    (await ctx.database.db.select().from(rankStates).where(eq(rankStates.eventId, eventId))).map((s) => [
      s.vehicleId,
      [s.rank, s.previousRank],
    ]),
  );

describe('rank states (ADR 014): refreshed after commit, off the write path', () => {
  it('follow a score once it committed, with no dashboard open', async () => {
    const show = await scoringShow(ctx);
    const [v1, v2] = show.paid;
    await saveScore(ctx, show.judge.headers, scoreBody(show, v1.id, { paint: 5, engine: 2 }));
    await ctx.app.settled();
    expect(await statesOf(show.event.id)).toEqual(new Map([[v1.id, [1, null]]]));

    // v2 goes above v1: both move, each keeping the rank it had.
    await saveScore(ctx, show.judge.headers, scoreBody(show, v2.id, { paint: 10, engine: 5 }));
    await ctx.app.settled();
    expect(await statesOf(show.event.id)).toEqual(
      new Map([
        [v1.id, [2, 1]],
        [v2.id, [1, null]],
      ]),
    );
  });

  it('are written by one refresh however many run at once: 20 dashboard reads after a move agree', async () => {
    const show = await scoringShow(ctx);
    const admin = await ctx.authAs('admin');
    const [v1, v2] = show.paid;
    await saveScore(ctx, show.judge.headers, scoreBody(show, v1.id, { paint: 5, engine: 2 }));
    await ctx.app.settled();
    await saveScore(ctx, show.judge.headers, scoreBody(show, v2.id, { paint: 10, engine: 5 }));
    const reads = await Promise.all(Array.from({ length: 20 }, () => getDashboard(ctx, admin.headers, show.event.id)));
    for (const dashboard of reads) {
      expect(dashboard.arrTopVehicles.map((v) => [v.intId, v.intRank, v.intRankVariation])).toEqual([
        [v2.id, 1, 0],
        [v1.id, 2, -1],
      ]);
    }
    await ctx.app.settled();
    expect(await statesOf(show.event.id)).toEqual(
      new Map([
        [v1.id, [2, 1]],
        [v2.id, [1, null]],
      ]),
    );
  });

  // On PGlite one transaction runs at a time whatever the code does; on PostgreSQL a write that
  // took the event's rank lock would wait here for as long as another session holds it.
  it.runIf(engine === 'postgres')('a score is saved while another session holds the event’s rank lock', async () => {
    const show = await scoringShow(ctx);
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${await currentDatabase()}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock(7007, $1)', [show.event.id]);
      const saved = await saveScore(ctx, show.judge.headers, scoreBody(show, show.paid[0].id, { paint: 3, engine: 3 }));
      expect(saved.intTotalScore).toBe(6);
    } finally {
      await holder.end();
    }
  });
});

async function currentDatabase(): Promise<string> {
  const [row] = await ctx.database.query<{ name: string }>('select current_database() as name');
  if (!row) throw new Error('no current database');
  return row.name;
}
