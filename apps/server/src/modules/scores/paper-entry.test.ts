import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, eventJudges, eventPanelJudges, recusals, scoreConflicts, scoreEntries } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { insertVehicles } from '../../../test/factories/vehicles.ts';
import { PAPER_DELETE, PAPER_JUDGE_NOT_FOUND, PAPER_KEPT, PAPER_OFF_PANEL, PAPER_RECUSED } from './service.ts';
import { mappedJudge, postScore, saveScore, scoreBody, scoringShow, type ScoringShow } from '../../../test/factories/scores.ts';

// ADR 034: a chief judge (an admin) enters a judge's paper sheet when the tablet died, under the
// rules of the judge's own save; a tablet's later sheet for that car is a conflict, never applied.

let ctx: TestContext;
useTestContext((c) => (ctx = c));

const db = () => ctx.database.db;

async function chiefJudge() {
  const user = await ctx.createUser({ role: 'admin', fullName: 'Clara Chief' });
  const { access } = await ctx.login(user.email);
  return { user, headers: { authorization: `Bearer ${access}` } };
}

/** SPEC's body of the judge's sheet, with the judge named and marked from paper (no device time: paper has none). */
function paperBody(show: ScoringShow, vehicleId: number, scores = { paint: 6, engine: 4 }, extra: object = {}) {
  const { dtEditedAt: _time, strDeviceId: _device, ...body } = scoreBody(show, vehicleId, scores);
  return { ...body, intJudgeId: show.judge.user.id, blnFromPaper: true, ...extra };
}

describe('POST /api/score-entry/ by an admin: a judge’s paper sheet', () => {
  it('saves the judge’s sheet, read back as entered from paper by the admin, audited so', async () => {
    const show = await scoringShow(ctx);
    const chief = await chiefJudge();
    const v1 = show.paid[0].id;
    const res = await postScore(
      ctx,
      chief.headers,
      paperBody(show, v1, undefined, { strSpecialNote: 'From the clipboard', blnTopChoice: true }),
    );
    expect(res.statusCode).toBe(201);
    const entry = res.json().data;
    expect(entry).toMatchObject({
      intJudgeId: show.judge.user.id,
      intVehicleId: v1,
      intTotalScore: 10,
      strSpecialNote: 'From the clipboard',
      blnTopChoice: true,
      blnFromPaper: true,
      intEnteredById: chief.user.id,
      strEnteredByName: 'Clara Chief',
    });

    // Every read of the entry says so: the list, the one entry, and the judge's own list.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${API.scoreEntries}?intVehicleId=${v1}`,
      headers: { ...chief.headers, blnRemovePagination: 'true' },
    });
    expect(list.json().data).toEqual([expect.objectContaining({ blnFromPaper: true, strEnteredByName: 'Clara Chief' })]);
    const own = await ctx.app.inject({ method: 'GET', url: API.scoreEntry(entry.intScoreId), headers: show.judge.headers });
    expect(own.json().data).toMatchObject({ blnFromPaper: true, intEnteredById: chief.user.id });

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entity, 'score-entry'));
    expect(audit?.userId).toBe(chief.user.id);
    expect(audit?.action).toBe('create');
    expect(audit?.after).toMatchObject({
      intScoreId: entry.intScoreId,
      blnFromPaper: true,
      strEnteredFrom: 'entered from paper by Clara Chief',
    });

    // A tablet's sheet is not from paper.
    const tabletSheet = await saveScore(ctx, show.judge.headers, scoreBody(show, show.paid[1].id));
    expect(tabletSheet).toMatchObject({ blnFromPaper: false, intEnteredById: null, strEnteredByName: null });
  });

  it('obeys the rules of the judge’s own save, and says what is wrong', async () => {
    const show = await scoringShow(ctx);
    const chief = await chiefJudge();
    const [v1, v2, v3, v4] = [show.paid[0].id, show.paid[1].id, show.paid[2].id, show.paid[3].id];
    const post = (body: object) => postScore(ctx, chief.headers, body);

    // An admin's call is a paper sheet, of a named judge: nothing else.
    const { intJudgeId: _judge, ...unnamed } = paperBody(show, v1);
    expect((await post(unnamed)).json()).toEqual({ intJudgeId: ['Name the judge whose paper sheet this is.'] });
    for (const notPaper of [{ blnFromPaper: false }, { blnFromPaper: undefined }]) {
      const res = await post(paperBody(show, v1, undefined, notPaper));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('blnFromPaper');
    }
    // The judge must judge the event: unknown, unmapped, or an admin's id is no judge of it.
    const stranger = await ctx.createUser({ role: 'judge' });
    for (const intJudgeId of [999_999, stranger.id, chief.user.id]) {
      const res = await post(paperBody(show, v1, undefined, { intJudgeId }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: PAPER_JUDGE_NOT_FOUND });
    }
    // A Paid vehicle of the event.
    for (const intVehicleId of [show.unpaid.id, 999_999]) expect((await post(paperBody(show, intVehicleId))).statusCode).toBe(404);
    // The vehicle type's parameters, within their limits.
    expect((await post(paperBody(show, v1, { paint: 11, engine: 1 }))).json()).toEqual({
      objParameterWiseScore: ['"Paint" must be between 0 and 10.'],
    });
    const partial = await post({ ...paperBody(show, v1), objParameterWiseScore: { [String(show.paint.id)]: 3 } });
    expect(partial.json()).toEqual({ objParameterWiseScore: ['Give a score for "Engine".'] });
    // Malformed: a score as text, a judge id that is no id.
    expect((await post({ ...paperBody(show, v1), objParameterWiseScore: { [String(show.paint.id)]: 'seven' } })).statusCode).toBe(400);
    expect((await post(paperBody(show, v1, undefined, { intJudgeId: 'abc' }))).statusCode).toBe(400);
    expect((await post(paperBody(show, v1, undefined, { blnFromPaper: 'yes' }))).statusCode).toBe(400);

    // Three picks per judge per event, counting the judge's tablet sheets and paper ones alike.
    await saveScore(ctx, show.judge.headers, scoreBody(show, v1, undefined, { blnTopChoice: true }));
    await saveScore(ctx, show.judge.headers, scoreBody(show, v2, undefined, { blnTopChoice: true }));
    expect((await post(paperBody(show, v3, undefined, { blnTopChoice: true }))).statusCode).toBe(201);
    expect((await post(paperBody(show, v4, undefined, { blnTopChoice: true }))).json()).toEqual({
      blnTopChoice: ['You can choose at most 3 vehicles.'],
    });

    // A judge who stepped aside from the vehicle; a judge off the category's panel.
    await db().insert(recusals).values({ eventId: show.event.id, vehicleId: v4, judgeId: show.judge.user.id, reason: 'My cousin' });
    expect((await post(paperBody(show, v4))).json()).toEqual({ detail: PAPER_RECUSED });
    const other = await mappedJudge(ctx, show);
    await db().insert(eventPanelJudges).values({ eventId: show.event.id, categoryId: show.category.id, judgeId: other.user.id });
    const offPanel = await post(paperBody(show, v2));
    expect(offPanel.statusCode).toBe(409);
    expect(offPanel.json()).toEqual({ detail: PAPER_OFF_PANEL });

    // Nothing refused was written: the judge's two tablet sheets and the one paper sheet.
    expect((await db().select().from(scoreEntries)).map((e) => e.fromPaper).sort()).toEqual([false, false, true]);
  });

  it('is refused without a token, to a judge for another judge, and over 1 MiB', async () => {
    const show = await scoringShow(ctx);
    const v1 = show.paid[0].id;
    expect((await ctx.app.inject({ method: 'POST', url: API.scoreEntries, payload: paperBody(show, v1) })).statusCode).toBe(401);
    // A judge neither enters paper sheets (their own or another's) nor writes another judge's sheet.
    const other = await mappedJudge(ctx, show);
    const asOther = await postScore(ctx, other.headers, paperBody(show, v1));
    expect(asOther.statusCode).toBe(403);
    const ownPaper = await postScore(ctx, show.judge.headers, paperBody(show, v1));
    expect(ownPaper.statusCode).toBe(403);
    // Nor through a PUT of their own entry.
    const own = await saveScore(ctx, show.judge.headers, scoreBody(show, show.paid[1].id));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: API.scoreEntry(own.intScoreId),
      headers: show.judge.headers,
      payload: { ...scoreBody(show, show.paid[1].id), blnFromPaper: true },
    });
    expect(put.statusCode).toBe(403);
    const chief = await chiefJudge();
    const huge = await postScore(ctx, chief.headers, paperBody(show, v1, undefined, { strSpecialNote: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    expect((await db().select().from(scoreEntries)).map((e) => [e.vehicleId, e.fromPaper])).toEqual([[show.paid[1].id, false]]);
  });

  it('replaces the judge’s tablet sheet (the chief judge’s word, audited with what it replaced); the same paper sheet again changes nothing', async () => {
    const show = await scoringShow(ctx);
    const chief = await chiefJudge();
    const v1 = show.paid[0].id;
    // The tablet's sheet carries a time far in the future: the paper sheet still comes after it.
    const tablet = await saveScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v1, { paint: 2, engine: 2 }, { dtEditedAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    const paper = await postScore(ctx, chief.headers, paperBody(show, v1));
    expect(paper.statusCode).toBe(200);
    expect(paper.json().data).toMatchObject({ intScoreId: tablet.intScoreId, intTotalScore: 10, blnFromPaper: true });
    expect(Date.parse(paper.json().data.dtEditedAt)).toBeGreaterThan(Date.parse(tablet.dtEditedAt));
    const again = await postScore(ctx, chief.headers, paperBody(show, v1));
    expect(again.statusCode).toBe(200);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'score-entry'));
    expect(audits.map((a) => [a.action, a.userId])).toEqual([
      ['create', show.judge.user.id],
      ['update', chief.user.id],
    ]);
    expect(audits[1]?.before).toMatchObject({ intTotalScore: 4, blnFromPaper: false });
  });

  it('keeps the paper sheet against a tablet’s later sheet, whatever its time: a conflict for the admin, the tablet told 409 with the paper sheet', async () => {
    const show = await scoringShow(ctx);
    const chief = await chiefJudge();
    const v1 = show.paid[0].id;
    const paper = (await postScore(ctx, chief.headers, paperBody(show, v1, { paint: 6, engine: 4 }))).json().data;

    // The tablet comes back to life with a sheet edited after the paper was entered.
    const later = new Date(Date.now() + 30_000).toISOString();
    const tablet = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v1, { paint: 9, engine: 5 }, { dtEditedAt: later, strDeviceId: 'tablet-7' }),
    );
    expect(tablet.statusCode).toBe(409);
    expect(tablet.json()).toEqual({
      detail: PAPER_KEPT,
      data: expect.objectContaining({ intScoreId: paper.intScoreId, intTotalScore: 10, blnFromPaper: true }),
    });
    // Sent again (the outbox retries): still one conflict. The same sheet as the paper one is no conflict.
    expect(
      (
        await postScore(
          ctx,
          show.judge.headers,
          scoreBody(show, v1, { paint: 9, engine: 5 }, { dtEditedAt: later, strDeviceId: 'tablet-7' }),
        )
      ).statusCode,
    ).toBe(409);
    expect((await postScore(ctx, show.judge.headers, scoreBody(show, v1, { paint: 6, engine: 4 }))).statusCode).toBe(200);
    // A SPEC client (no edit time) and a PUT by id are held to it alike.
    const { dtEditedAt: _t, strDeviceId: _d, ...specBody } = scoreBody(show, v1, { paint: 1, engine: 1 });
    expect((await postScore(ctx, show.judge.headers, specBody)).statusCode).toBe(409);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: API.scoreEntry(paper.intScoreId),
      headers: show.judge.headers,
      payload: scoreBody(show, v1, { paint: 0, engine: 0 }, { dtEditedAt: later }),
    });
    expect(put.statusCode).toBe(409);
    // Nor may the judge delete it to make way.
    const del = await ctx.app.inject({ method: 'DELETE', url: API.scoreEntry(paper.intScoreId), headers: show.judge.headers });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ detail: PAPER_DELETE });

    const [kept] = await db().select().from(scoreEntries);
    expect(kept).toMatchObject({ totalScore: 10, fromPaper: true, enteredBy: chief.user.id });
    const conflicts = await ctx.app.inject({
      method: 'GET',
      url: `${API.scoreConflicts}?intEventId=${show.event.id}`,
      headers: chief.headers,
    });
    const rows = conflicts.json().data;
    expect(rows).toHaveLength(3);
    const fromTablet = rows.find(
      (row: { strDeviceId: string; objRejected: { objParameterWiseScore: Record<string, number> } }) =>
        row.strDeviceId === 'tablet-7' && row.objRejected.objParameterWiseScore[String(show.paint.id)] === 9,
    );
    expect(fromTablet).toMatchObject({ intVehicleId: v1, intJudgeId: show.judge.user.id, blnResolved: false, blnKeptFromPaper: true });

    // The admin applies the tablet's sheet: it is kept, no longer from paper, and the tablet saves again as usual.
    const applied = await ctx.app.inject({ method: 'POST', url: API.scoreConflictApply(fromTablet.id), headers: chief.headers });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ intTotalScore: 14, blnFromPaper: false, intEnteredById: null });
    const next = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v1, { paint: 8, engine: 5 }, { dtEditedAt: new Date(Date.now() + 90_000).toISOString() }),
    );
    expect(next.statusCode).toBe(200);
  });

  it('writes one entry under a burst of 50 parallel paper entries for one car, and a judge unmapped meanwhile is refused', async () => {
    const show = await scoringShow(ctx);
    const chief = await chiefJudge();
    const v1 = show.paid[0].id;
    const answers = await Promise.all(Array.from({ length: 50 }, () => postScore(ctx, chief.headers, paperBody(show, v1))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array<number>(49).fill(200), 201]);
    expect(await db().select().from(scoreEntries)).toHaveLength(1);
    expect(await db().select().from(auditLog).where(eq(auditLog.entity, 'score-entry'))).toHaveLength(1);
    expect(await db().select().from(scoreConflicts)).toEqual([]);

    // 50 different sheets at once for one car: one entry, the last word, every write audited.
    const [v2] = await insertVehicles(ctx, show, [{ registrationNo: 'Q1', paid: true }]);
    if (!v2) throw new Error('no vehicle');
    const different = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postScore(ctx, chief.headers, paperBody(show, v2.id, { paint: i % 11, engine: i % 6 }))),
    );
    expect(different.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(different.every((res) => res.statusCode === 201 || res.statusCode === 200)).toBe(true);
    expect(await db().select().from(scoreEntries).where(eq(scoreEntries.vehicleId, v2.id))).toHaveLength(1);

    await db().delete(eventJudges).where(eq(eventJudges.judgeId, show.judge.user.id));
    const unmapped = await postScore(ctx, chief.headers, paperBody(show, show.paid[2].id));
    expect(unmapped.statusCode).toBe(404);
  });
});
