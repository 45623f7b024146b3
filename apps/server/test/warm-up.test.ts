import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, rankStates, scoreEntries } from '../src/db/schema/index.ts';
import { saveScore, scoreBody, scoringShow } from './factories/scores.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { watchDatabase } from './security/db-watch.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('warm-up before listening (issue 16: no cold start)', () => {
  it('takes the hot paths without writing a row, and brings today’s rank states up to date', async () => {
    const show = await scoringShow(ctx);
    const [v1, v2] = show.paid;
    await saveScore(ctx, show.judge.headers, scoreBody(show, v1.id, { paint: 5, engine: 1 }));
    await saveScore(ctx, show.judge.headers, scoreBody(show, v2.id, { paint: 9, engine: 4 }));
    await ctx.app.settled();
    // The show is under way; its rank states are as a server that stopped mid-refresh left them.
    await ctx.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(events.id, show.event.id));
    await ctx.database.db.delete(rankStates);

    await ctx.app.warmUp();
    const states = await ctx.database.db.select().from(rankStates).where(eq(rankStates.eventId, show.event.id));
    expect(states.map((s) => [s.vehicleId, s.rank]).sort()).toEqual(
      [
        [v1.id, 2],
        [v2.id, 1],
      ].sort(),
    );

    // Again, with nothing left to refresh: no table changes, though a save and a vote were tried.
    const watch = await watchDatabase(ctx.database, () => ctx.app.settled());
    const entries = await ctx.database.db.select().from(scoreEntries);
    await ctx.app.warmUp();
    expect(await watch.changes()).toEqual([]);
    expect(await ctx.database.db.select().from(scoreEntries)).toEqual(entries);
  });

  it('leaves its own requests out of the log; a client sending the header is logged as ever', async () => {
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    const logging = await createTestContext({ env: { LOG_LEVEL: 'info' }, logStream: stream });
    try {
      await logging.app.warmUp();
      await logging.app.inject({ method: 'GET', url: '/api/health' });
      await logging.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-showgrid-warm-up': 'a guess' } });
      const completed = logged.split('\n').filter((line) => line.includes('request completed'));
      // The two requests above; none of the warm-up's three (a 200, a 404 and a 400).
      expect(completed.map((line) => (JSON.parse(line) as { res: { statusCode: number } }).res.statusCode)).toEqual([200, 200]);
    } finally {
      await logging.close();
    }
  });
});
