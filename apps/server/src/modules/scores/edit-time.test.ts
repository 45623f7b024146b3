import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, scoreConflicts, scoreEntries } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { CONFLICTS_KEPT_PER_ENTRY } from './conflicts.ts';
import { MAX_CLOCK_AHEAD_MS } from './edit-time.ts';
import { postScore, saveScore, scoreBody, scoringShow, type ScoringShow } from '../../../test/factories/scores.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const conflictRows = () => ctx.database.db.select().from(scoreConflicts);
const entryAudits = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'score-entry'));

/** A tablet whose clock runs a day ahead scores vehicle 1 with 10 + 5. */
const fastTabletEdit = (show: ScoringShow, stamp: number) =>
  scoreBody(show, show.paid[0].id, { paint: 10, engine: 5 }, { dtEditedAt: iso(stamp), strDeviceId: 'fast-tablet' });

describe('device clocks (ADR 009)', () => {
  it('takes an edit stamped a day ahead at the server’s time, so a later correction from a right clock is applied', async () => {
    const show = await scoringShow(ctx);
    const before = Date.now();
    const stamp = before + DAY;
    const ahead = await postScore(ctx, show.judge.headers, fastTabletEdit(show, stamp));
    expect(ahead.statusCode).toBe(201);
    const takenAt = Date.parse(ahead.json().data.dtEditedAt);
    expect(takenAt).toBeGreaterThanOrEqual(before);
    expect(takenAt).toBeLessThanOrEqual(Date.now());

    const correction = scoreBody(
      show,
      show.paid[0].id,
      { paint: 8, engine: 5 },
      { dtEditedAt: new Date().toISOString(), strDeviceId: 'right-tablet' },
    );
    const fixed = await postScore(ctx, show.judge.headers, correction);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.intTotalScore).toBe(13);

    // The fast tablet re-sends its old edit on each reconnect: it is that old edit, and loses.
    const replay = await postScore(ctx, show.judge.headers, fastTabletEdit(show, stamp));
    expect(replay.statusCode).toBe(409);
    expect(replay.json().data).toMatchObject({ intTotalScore: 13 });
    // A new edit on the fast tablet is a new edit, taken at the server's time: it wins.
    const newer = await postScore(ctx, show.judge.headers, {
      ...fastTabletEdit(show, stamp + 60_000),
      objParameterWiseScore: { [show.paint.id]: 9, [show.engine.id]: 5 },
    });
    expect(newer.statusCode).toBe(200);
    expect(newer.json().data.intTotalScore).toBe(14);
    expect(Date.parse(newer.json().data.dtEditedAt)).toBeLessThanOrEqual(Date.now());
  });

  it(`believes a stamp up to ${MAX_CLOCK_AHEAD_MS / 60_000} minutes ahead as sent, and no further`, async () => {
    const show = await scoringShow(ctx);
    const [v1, v2] = show.paid;
    const near = iso(Date.now() + MAX_CLOCK_AHEAD_MS - 30_000);
    expect((await saveScore(ctx, show.judge.headers, scoreBody(show, v1.id, undefined, { dtEditedAt: near }))).dtEditedAt).toBe(near);
    // Within the allowance the stamp is believed: an edit stamped now is older.
    const now = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v1.id, { paint: 1, engine: 1 }, { dtEditedAt: new Date().toISOString() }),
    );
    expect(now.statusCode).toBe(409);

    const far = Date.now() + MAX_CLOCK_AHEAD_MS + 30_000;
    const taken = await saveScore(ctx, show.judge.headers, scoreBody(show, v2.id, undefined, { dtEditedAt: iso(far) }));
    expect(Date.parse(taken.dtEditedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('ends 100 parallel replays of a future-dated edit as one entry; after a correction, 100 more are one conflict', async () => {
    const show = await scoringShow(ctx);
    const stamp = Date.now() + DAY;
    const first = await Promise.all(Array.from({ length: 100 }, () => postScore(ctx, show.judge.headers, fastTabletEdit(show, stamp))));
    expect(first.map((res) => res.statusCode).sort((x, y) => x - y)).toEqual([...Array<number>(99).fill(200), 201]);
    const rows = await ctx.database.db.select().from(scoreEntries);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.editedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await entryAudits()).toHaveLength(1);

    await saveScore(
      ctx,
      show.judge.headers,
      scoreBody(show, show.paid[0].id, { paint: 8, engine: 5 }, { dtEditedAt: new Date().toISOString() }),
    );
    const again = await Promise.all(Array.from({ length: 100 }, () => postScore(ctx, show.judge.headers, fastTabletEdit(show, stamp))));
    expect(new Set(again.map((res) => res.statusCode))).toEqual(new Set([409]));
    const [kept] = await ctx.database.db.select().from(scoreEntries);
    expect(kept?.deviceId).toBe('tablet-1');
    expect(await conflictRows()).toHaveLength(1);
    expect(await entryAudits()).toHaveLength(2);
  });

  it(`keeps at most ${CONFLICTS_KEPT_PER_ENTRY} conflicts per entry, the newest, under 100 parallel older edits`, async () => {
    const show = await scoringShow(ctx);
    const v = show.paid[0].id;
    await saveScore(ctx, show.judge.headers, scoreBody(show, v, { paint: 9, engine: 4 }, { dtEditedAt: '2025-06-01T12:00:00.000Z' }));
    // A tablet with a slow clock: every edit distinct, every one older than the kept one.
    const older = (n: number) =>
      scoreBody(
        show,
        v,
        { paint: n % 11, engine: n % 6 },
        { dtEditedAt: iso(Date.parse('2025-06-01T10:00:00.000Z') + n * 1000), strSpecialNote: `edit ${n}`, strDeviceId: 'slow-tablet' },
      );
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => postScore(ctx, show.judge.headers, older(n))));
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([409]));
    expect(await conflictRows()).toHaveLength(CONFLICTS_KEPT_PER_ENTRY);

    // The next one is kept and the oldest kept one goes; the same one again is not recorded twice.
    expect((await postScore(ctx, show.judge.headers, older(100))).statusCode).toBe(409);
    expect((await postScore(ctx, show.judge.headers, older(100))).statusCode).toBe(409);
    const rows = await conflictRows();
    expect(rows).toHaveLength(CONFLICTS_KEPT_PER_ENTRY);
    expect(rows.filter((row) => JSON.stringify(row.rejected).includes('"edit 100"'))).toHaveLength(1);
  });

  it('records a replay of a conflicting edit once, and answers an older edit of the kept sheet with 200', async () => {
    const show = await scoringShow(ctx);
    const v = show.paid[0].id;
    await saveScore(ctx, show.judge.headers, scoreBody(show, v, { paint: 9, engine: 4 }, { dtEditedAt: '2025-06-01T12:00:00.000Z' }));
    const stale = scoreBody(show, v, { paint: 2, engine: 1 }, { dtEditedAt: '2025-06-01T10:00:00.000Z', strDeviceId: 'tablet-2' });
    for (let i = 0; i < 3; i++) expect((await postScore(ctx, show.judge.headers, stale)).statusCode).toBe(409);
    expect(await conflictRows()).toHaveLength(1);
    // The same sheet as kept, stamped earlier: nothing of it is lost, so it is no conflict.
    const sameSheet = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v, { paint: 9, engine: 4 }, { dtEditedAt: '2025-06-01T09:00:00.000Z' }),
    );
    expect(sameSheet.statusCode).toBe(200);
    expect(sameSheet.json().data.dtEditedAt).toBe('2025-06-01T12:00:00.000Z');
    expect(await conflictRows()).toHaveLength(1);
  });
});
