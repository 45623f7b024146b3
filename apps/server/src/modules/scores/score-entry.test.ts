import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, scoreEntries, scoreParameterValues } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { createParameter } from '../../../test/factories/catalogue.ts';
import { createShow, insertVehicles } from '../../../test/factories/vehicles.ts';
import { mappedJudge, postScore, saveScore, scoreBody, scoringShow } from '../../../test/factories/scores.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

const scoreAudits = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'score-entry'));

describe('POST /api/score-entry/', () => {
  it('creates (201), then updates (200) the one entry of the judge for the vehicle, audited with before and after', async () => {
    const show = await scoringShow(ctx);
    const [v1] = show.paid;
    const created = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v1.id, { paint: 7, engine: 3 }, { strSpecialNote: ' Lovely chrome ' }),
    );
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect(entry).toMatchObject({
      intEventId: show.event.id,
      intVehicleId: v1.id,
      intJudgeId: show.judge.user.id,
      strSpecialNote: 'Lovely chrome',
      objParameterWiseScore: { [show.paint.id]: 7, [show.engine.id]: 3 },
      blnTopChoice: false,
      intTotalScore: 10,
      intMaxScore: 15,
      dtEditedAt: '2025-05-01T10:00:00.000Z',
    });
    expect(entry.arrParameterWiseScore).toEqual([
      { intParameterId: show.paint.id, strParameterTitle: 'Paint', intScore: 7, intScoreLimit: 10, blnRetired: false },
      { intParameterId: show.engine.id, strParameterTitle: 'Engine', intScore: 3, intScoreLimit: 5, blnRetired: false },
    ]);

    const updated = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v1.id, { paint: 9, engine: 5 }, { dtEditedAt: '2025-05-01T10:05:00.000Z' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ intScoreId: entry.intScoreId, intTotalScore: 14, strSpecialNote: '' });
    expect(await ctx.database.db.select().from(scoreEntries)).toHaveLength(1);

    const audits = await scoreAudits();
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1]?.before).toMatchObject({ intTotalScore: 10 });
    expect(audits[1]?.after).toMatchObject({ intTotalScore: 14 });
    expect(audits[1]?.userId).toBe(show.judge.user.id);
  });

  it('treats the same edit sent 5 times as one: one row, one audit row, the same entry each time', async () => {
    const show = await scoringShow(ctx);
    const body = scoreBody(show, show.paid[0].id);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await postScore(ctx, show.judge.headers, body)).statusCode);
    expect(statuses).toEqual([201, 200, 200, 200, 200]);
    expect(await ctx.database.db.select().from(scoreEntries)).toHaveLength(1);
    expect(await ctx.database.db.select().from(scoreParameterValues)).toHaveLength(2);
    expect(await scoreAudits()).toHaveLength(1);
  });

  it('ends concurrent POSTs for the same vehicle as one row holding the newest edit', async () => {
    const show = await scoringShow(ctx);
    const v = show.paid[0].id;
    const bodies = [1, 2, 3, 4, 5].map((n) =>
      scoreBody(show, v, { paint: n, engine: 1 }, { dtEditedAt: `2025-05-01T10:0${n}:00.000Z`, strDeviceId: `tablet-${n}` }),
    );
    const answers = await Promise.all(bodies.map((body) => postScore(ctx, show.judge.headers, body)));
    for (const res of answers) expect([200, 201, 409]).toContain(res.statusCode);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const rows = await ctx.database.db.select().from(scoreEntries);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.editedAt.toISOString()).toBe('2025-05-01T10:05:00.000Z');
    const values = await ctx.database.db.select().from(scoreParameterValues).where(eq(scoreParameterValues.parameterId, show.paint.id));
    expect(values.map((row) => row.score)).toEqual([5]);
  });

  it('keeps the newer edit: an older one is refused with 409 and the kept entry, and recorded for the admin', async () => {
    const show = await scoringShow(ctx);
    const admin = await ctx.authAs('admin');
    const v = show.paid[0].id;
    await saveScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v, { paint: 9, engine: 4 }, { dtEditedAt: '2025-05-01T11:00:00.000Z', strDeviceId: 'tablet-B' }),
    );
    const older = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v, { paint: 2, engine: 1 }, { dtEditedAt: '2025-05-01T10:00:00+00:00', strDeviceId: 'tablet-A' }),
    );
    expect(older.statusCode).toBe(409);
    expect(older.json()).toEqual({
      detail: 'A newer score for this vehicle was already saved from another device; it was kept.',
      data: expect.objectContaining({ intVehicleId: v, intTotalScore: 13, dtEditedAt: '2025-05-01T11:00:00.000Z' }),
    });
    const [row] = await ctx.database.db.select().from(scoreParameterValues).where(eq(scoreParameterValues.parameterId, show.paint.id));
    expect(row?.score).toBe(9);
    expect(await scoreAudits()).toHaveLength(1);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${API.scoreConflicts}?intEventId=${show.event.id}`,
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    const [conflict] = listed.json().data;
    expect(listed.json().data).toHaveLength(1);
    expect(conflict).toMatchObject({
      intEventId: show.event.id,
      intVehicleId: v,
      intJudgeId: show.judge.user.id,
      strJudgeName: 'Test Person',
      dtRejectedEditedAt: '2025-05-01T10:00:00.000Z',
      dtKeptEditedAt: '2025-05-01T11:00:00.000Z',
      strDeviceId: 'tablet-A',
      blnResolved: false,
    });
    expect(conflict.objRejected.objParameterWiseScore).toEqual({ [show.paint.id]: 2, [show.engine.id]: 1 });

    const resolved = await ctx.app.inject({
      method: 'PUT',
      url: API.scoreConflicts + `${conflict.id}/`,
      headers: admin.headers,
      payload: { blnResolved: true },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data.blnResolved).toBe(true);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'score-conflict'));
    expect(audit).toHaveLength(1);
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: API.scoreConflicts + '999999/',
      headers: admin.headers,
      payload: { blnResolved: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: API.scoreConflicts + `${conflict.id}/`,
      headers: admin.headers,
      payload: { blnResolved: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('blnResolved');
  });

  it('refuses scoring as another judge (403)', async () => {
    const show = await scoringShow(ctx);
    const other = await mappedJudge(ctx, show);
    const res = await postScore(ctx, show.judge.headers, scoreBody(show, show.paid[0].id, undefined, { intJudgeId: other.user.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You can only save your own scores.' });
    const own = await postScore(ctx, show.judge.headers, scoreBody(show, show.paid[0].id, undefined, { intJudgeId: show.judge.user.id }));
    expect(own.statusCode).toBe(201);
  });

  it('answers 404 for an unpaid vehicle, another event’s vehicle, an unknown one, or an event the judge is not mapped to', async () => {
    const show = await scoringShow(ctx);
    const otherShow = await createShow(ctx);
    const [foreign] = await insertVehicles(ctx, otherShow, [{ registrationNo: 'F1', paid: true }]);
    const outsider = await ctx.authAs('judge');
    const cases = [
      { headers: show.judge.headers, body: scoreBody(show, show.unpaid.id) },
      { headers: show.judge.headers, body: scoreBody(show, foreign?.id ?? 0) },
      { headers: show.judge.headers, body: scoreBody(show, 999999) },
      { headers: show.judge.headers, body: { ...scoreBody(show, foreign?.id ?? 0), intEventId: otherShow.event.id } },
      { headers: outsider.headers, body: scoreBody(show, show.paid[0].id) },
    ];
    for (const { headers, body } of cases) {
      const res = await postScore(ctx, headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toEqual({ detail: 'Vehicle not found.' });
    }
    expect(await ctx.database.db.select().from(scoreEntries)).toHaveLength(0);
  });

  it('needs every live parameter of the vehicle’s type, nothing else, each within 0..its limit', async () => {
    const show = await scoringShow(ctx);
    const stranger = await createParameter(ctx.database.db, { title: 'Other type' });
    const v = show.paid[0].id;
    const only = (scores: Record<string, number>) => ({ ...scoreBody(show, v), objParameterWiseScore: scores });
    const cases: [object, string[]][] = [
      [only({ [show.paint.id]: 5 }), ['Give a score for "Engine".']],
      [only({ [show.paint.id]: 5, [show.engine.id]: 6 }), ['"Engine" must be between 0 and 5.']],
      [
        only({ [show.paint.id]: 5, [show.engine.id]: 2, [stranger.id]: 1 }),
        [`Parameter ${stranger.id} is not a parameter of this vehicle.`],
      ],
      [only({ [show.paint.id]: -1, [show.engine.id]: 2 }), ['Must be at least 0.']],
      [only({ [show.paint.id]: 1.5, [show.engine.id]: 2 }), ['Must be a whole number.']],
    ];
    for (const [body, messages] of cases) {
      const res = await postScore(ctx, show.judge.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const errors: Record<string, string[]> = res.json();
      expect(Object.values(errors).flat()).toEqual(messages);
    }
    const limitRes = await postScore(ctx, show.judge.headers, only({ [show.paint.id]: 5, [show.engine.id]: 6 }));
    expect(limitRes.json()).toEqual({ objParameterWiseScore: ['"Engine" must be between 0 and 5.'] });
    expect(await ctx.database.db.select().from(scoreEntries)).toHaveLength(0);
  });

  it('refuses malformed bodies with field errors and changes nothing', async () => {
    const show = await scoringShow(ctx);
    const valid = scoreBody(show, show.paid[0].id);
    const cases: [object, string][] = [
      [{ ...valid, intVehicleId: undefined }, 'intVehicleId'],
      [{ ...valid, intEventId: 'abc' }, 'intEventId'],
      [{ ...valid, objParameterWiseScore: { [show.paint.id]: '7', [show.engine.id]: 3 } }, `objParameterWiseScore.${show.paint.id}`],
      [{ ...valid, strSpecialNote: 'x'.repeat(501) }, 'strSpecialNote'],
      [{ ...valid, dtEditedAt: 'yesterday' }, 'dtEditedAt'],
      [{ ...valid, dtEditedAt: '0000-01-01T00:00:00Z' }, 'dtEditedAt'],
      [{ ...valid, blnTopChoice: 'yes' }, 'blnTopChoice'],
      [{ ...valid, objParameterWiseScore: undefined }, 'objParameterWiseScore'],
    ];
    for (const [body, field] of cases) {
      const res = await postScore(ctx, show.judge.headers, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toHaveProperty([field]);
    }
    const note = await postScore(ctx, show.judge.headers, { ...valid, strSpecialNote: 'x'.repeat(501) });
    expect(note.json()).toEqual({ strSpecialNote: ['Must be at most 500 characters.'] });
    const ok = await postScore(ctx, show.judge.headers, { ...valid, strSpecialNote: 'x'.repeat(500) });
    expect(ok.statusCode).toBe(201);
  });

  it('allows at most 3 judges choices per judge per event; re-saving a chosen vehicle is fine', async () => {
    const show = await scoringShow(ctx);
    const [v1, v2, v3, v4] = show.paid;
    for (const v of [v1, v2, v3]) await saveScore(ctx, show.judge.headers, scoreBody(show, v.id, undefined, { blnTopChoice: true }));
    const fourth = await postScore(ctx, show.judge.headers, scoreBody(show, v4.id, undefined, { blnTopChoice: true }));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ blnTopChoice: ['You can choose at most 3 vehicles.'] });
    const again = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v2.id, { paint: 1, engine: 1 }, { blnTopChoice: true, dtEditedAt: '2025-05-01T12:00:00Z' }),
    );
    expect(again.statusCode).toBe(200);
    const plain = await postScore(ctx, show.judge.headers, scoreBody(show, v4.id));
    expect(plain.statusCode).toBe(201);
    // Another judge has their own three.
    const other = await mappedJudge(ctx, show);
    expect((await postScore(ctx, other.headers, scoreBody(show, v4.id, undefined, { blnTopChoice: true }))).statusCode).toBe(201);
  });
});

describe('retired parameters', () => {
  it('keeps scores given on a retired parameter readable (blnRetired) and leaves it out of new score sheets', async () => {
    const show = await scoringShow(ctx);
    const admin = await ctx.authAs('admin');
    const entry = await saveScore(ctx, show.judge.headers, scoreBody(show, show.paid[0].id, { paint: 8, engine: 4 }));
    const retire = await ctx.app.inject({ method: 'DELETE', url: `/api/vehicle/parameter/${show.engine.id}/`, headers: admin.headers });
    expect(retire.statusCode).toBe(204);

    const read = await ctx.app.inject({ method: 'GET', url: API.scoreEntry(entry.intScoreId), headers: show.judge.headers });
    expect(read.json().data.arrParameterWiseScore).toEqual([
      { intParameterId: show.paint.id, strParameterTitle: 'Paint', intScore: 8, intScoreLimit: 10, blnRetired: false },
      { intParameterId: show.engine.id, strParameterTitle: 'Engine', intScore: 4, intScoreLimit: 5, blnRetired: true },
    ]);
    expect(read.json().data).toMatchObject({ intTotalScore: 12, intMaxScore: 15 });

    const stale = await postScore(ctx, show.judge.headers, scoreBody(show, show.paid[1].id));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ objParameterWiseScore: [`Parameter ${show.engine.id} is not a parameter of this vehicle.`] });
    const fresh = await postScore(ctx, show.judge.headers, {
      ...scoreBody(show, show.paid[1].id),
      objParameterWiseScore: { [show.paint.id]: 6 },
    });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data).toMatchObject({ intTotalScore: 6, intMaxScore: 10 });
  });
});

describe('reading, changing and deleting entries', () => {
  it('lets a judge see, change and delete only their own entries; others are 404', async () => {
    const show = await scoringShow(ctx);
    const other = await mappedJudge(ctx, show);
    const mine = await saveScore(ctx, show.judge.headers, scoreBody(show, show.paid[0].id));
    const theirs = await saveScore(ctx, other.headers, scoreBody(show, show.paid[0].id, { paint: 1, engine: 1 }));

    const list = await ctx.app.inject({
      method: 'GET',
      url: `${API.scoreEntries}?intJudgeId=${other.user.id}`,
      headers: show.judge.headers,
    });
    expect(list.json().data.map((e: { intScoreId: number }) => e.intScoreId)).toEqual([mine.intScoreId]);

    const url = API.scoreEntry(theirs.intScoreId);
    expect((await ctx.app.inject({ method: 'GET', url, headers: show.judge.headers })).statusCode).toBe(404);
    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: show.judge.headers,
      payload: scoreBody(show, show.paid[0].id, undefined, { dtEditedAt: '2026-01-01T00:00:00Z' }),
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ detail: 'Not found.' });
    const del = await ctx.app.inject({ method: 'DELETE', url, headers: show.judge.headers });
    expect(del.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(scoreEntries)).toHaveLength(2);
    expect((await ctx.app.inject({ method: 'GET', url: API.scoreEntry(999999), headers: show.judge.headers })).statusCode).toBe(404);
  });

  it('PUT changes the judge’s own entry by id, with the same rules and the same conflict rule', async () => {
    const show = await scoringShow(ctx);
    const entry = await saveScore(ctx, show.judge.headers, scoreBody(show, show.paid[0].id));
    const url = API.scoreEntry(entry.intScoreId);
    const later = scoreBody(show, show.paid[0].id, { paint: 10, engine: 5 }, { dtEditedAt: '2025-06-01T00:00:00Z' });
    const put = await ctx.app.inject({ method: 'PUT', url, headers: show.judge.headers, payload: later });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ intScoreId: entry.intScoreId, intTotalScore: 15 });
    const older = await ctx.app.inject({ method: 'PUT', url, headers: show.judge.headers, payload: scoreBody(show, show.paid[0].id) });
    expect(older.statusCode).toBe(409);
    expect(older.json().data.intTotalScore).toBe(15);
    const wrongVehicle = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: show.judge.headers,
      payload: { ...later, intVehicleId: show.paid[1].id },
    });
    expect(wrongVehicle.statusCode).toBe(400);
    expect(wrongVehicle.json()).toEqual({ intVehicleId: ['This score entry is for another vehicle.'] });
    const tooHigh = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: show.judge.headers,
      payload: scoreBody(show, show.paid[0].id, { paint: 11, engine: 0 }, { dtEditedAt: '2025-07-01T00:00:00Z' }),
    });
    expect(tooHigh.statusCode).toBe(400);
  });

  it('lists every entry for an admin with filters and pagination, and lets the admin and the owner delete (audited)', async () => {
    const show = await scoringShow(ctx);
    const admin = await ctx.authAs('admin');
    const other = await mappedJudge(ctx, show);
    const entries = [];
    for (const v of show.paid) entries.push(await saveScore(ctx, show.judge.headers, scoreBody(show, v.id)));
    for (const v of show.paid) entries.push(await saveScore(ctx, other.headers, scoreBody(show, v.id)));
    const page = await ctx.app.inject({ method: 'GET', url: `${API.scoreEntries}?intEventId=${show.event.id}`, headers: admin.headers });
    expect(page.json().pagination).toEqual({ page: 1, pageSize: 10, total: 8, totalPages: 1 });
    const byJudge = await ctx.app.inject({
      method: 'GET',
      url: `${API.scoreEntries}?intJudgeId=${other.user.id}&intVehicleId=${show.paid[1].id}`,
      headers: admin.headers,
    });
    expect(byJudge.json().data).toHaveLength(1);
    expect(byJudge.json().data[0]).toMatchObject({ intJudgeId: other.user.id, intVehicleId: show.paid[1].id });
    const byCategory = await ctx.app.inject({
      method: 'GET',
      url: `${API.scoreEntries}?intCategoryId=${show.otherCategory.id}`,
      headers: { ...admin.headers, blnRemovePagination: 'true' },
    });
    expect(byCategory.json()).toEqual({ data: [] });

    const first = entries[0];
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: API.scoreEntry(first.intScoreId), headers: show.judge.headers })).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: API.scoreEntry(entries[5].intScoreId), headers: admin.headers })).statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url: API.scoreEntry(first.intScoreId), headers: admin.headers })).statusCode).toBe(
      404,
    );
    const deletes = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'score-entry'), eq(auditLog.action, 'delete')));
    expect(deletes.map((a) => a.userId).sort()).toEqual([show.judge.user.id, admin.user.id].sort());
    expect(deletes[0]?.before).toMatchObject({ intScoreId: first.intScoreId });
    expect(await ctx.database.db.select().from(scoreEntries)).toHaveLength(6);
  });
});
