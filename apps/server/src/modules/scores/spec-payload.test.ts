import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, scoreEntries } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { mappedJudge, postScore, saveScore, scoreBody, scoringShow, type ScoringShow } from '../../../test/factories/scores.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

/** Exactly SPEC §7's score-entry fields, as a client that knows only SPEC.md sends them. */
const specBody = (show: ScoringShow, vehicleId: number, scores: { paint: number; engine: number }, extra: object = {}) => ({
  intEventId: show.event.id,
  intVehicleId: vehicleId,
  intJudgeId: show.judge.user.id,
  strSpecialNote: 'Clean engine bay',
  objParameterWiseScore: { [String(show.paint.id)]: scores.paint, [String(show.engine.id)]: scores.engine },
  blnTopChoice: false,
  ...extra,
});

const put = (headers: { authorization: string }, id: number, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: API.scoreEntry(id), headers, payload });

describe('score-entry with SPEC §7’s payload (no dtEditedAt, no strDeviceId)', () => {
  it('creates with POST, timed at receipt, and changes with PUT carrying intScoreId', async () => {
    const show = await scoringShow(ctx);
    const v = show.paid[0].id;
    const before = Date.now();
    const created = await postScore(ctx, show.judge.headers, specBody(show, v, { paint: 7, engine: 3 }));
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect(entry).toMatchObject({
      intVehicleId: v,
      intJudgeId: show.judge.user.id,
      strSpecialNote: 'Clean engine bay',
      intTotalScore: 10,
      blnTopChoice: false,
    });
    expect(Date.parse(entry.dtEditedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(entry.dtEditedAt)).toBeLessThanOrEqual(Date.now());

    const changed = await put(
      show.judge.headers,
      entry.intScoreId,
      specBody(show, v, { paint: 9, engine: 5 }, { intScoreId: entry.intScoreId, blnTopChoice: true }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ intScoreId: entry.intScoreId, intTotalScore: 14, blnTopChoice: true });

    // The same payload again (a retried request) is one entry and no new audit row.
    const again = await postScore(
      ctx,
      show.judge.headers,
      specBody(show, v, { paint: 9, engine: 5 }, { intScoreId: entry.intScoreId, blnTopChoice: true }),
    );
    expect(again.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(scoreEntries)).toHaveLength(1);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'score-entry'))).toHaveLength(2);
  });

  it('needs only intEventId, intVehicleId and objParameterWiseScore', async () => {
    const show = await scoringShow(ctx);
    const minimal = {
      intEventId: show.event.id,
      intVehicleId: show.paid[1].id,
      objParameterWiseScore: { [String(show.paint.id)]: 4, [String(show.engine.id)]: 2 },
    };
    const res = await postScore(ctx, show.judge.headers, minimal);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ strSpecialNote: '', blnTopChoice: false, intTotalScore: 6 });
  });

  it('takes intJudgeId only as the caller’s own (403 otherwise) and intScoreId only as the entry it names', async () => {
    const show = await scoringShow(ctx);
    const other = await mappedJudge(ctx, show);
    const v = show.paid[0].id;
    const theirs = await saveScore(ctx, other.headers, scoreBody(show, v, { paint: 1, engine: 1 }));

    const asOther = await postScore(ctx, show.judge.headers, specBody(show, v, { paint: 7, engine: 3 }, { intJudgeId: other.user.id }));
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json()).toEqual({ detail: 'You can only save your own scores.' });
    // A POST finds the entry by (event, vehicle, judge): another judge's intScoreId changes nothing of theirs.
    const mine = await postScore(ctx, show.judge.headers, specBody(show, v, { paint: 7, engine: 3 }, { intScoreId: theirs.intScoreId }));
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data.intScoreId).not.toBe(theirs.intScoreId);
    const [kept] = await ctx.database.db.select().from(scoreEntries).where(eq(scoreEntries.id, theirs.intScoreId));
    expect(kept?.judgeId).toBe(other.user.id);

    const id = mine.json().data.intScoreId;
    const mismatch = await put(show.judge.headers, id, specBody(show, v, { paint: 8, engine: 3 }, { intScoreId: theirs.intScoreId }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ intScoreId: ['Does not match the score entry in the address.'] });
    const badId = await put(show.judge.headers, id, specBody(show, v, { paint: 8, engine: 3 }, { intScoreId: 'x' }));
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toHaveProperty('intScoreId');
    const foreign = await put(show.judge.headers, theirs.intScoreId, specBody(show, v, { paint: 8, engine: 3 }));
    expect(foreign.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: API.scoreEntry(id), payload: specBody(show, v, { paint: 8, engine: 3 }) })).statusCode,
    ).toBe(401);
    expect((await ctx.database.db.select().from(scoreEntries).where(eq(scoreEntries.id, id)))[0]?.specialNote).toBe('Clean engine bay');
  });
});
