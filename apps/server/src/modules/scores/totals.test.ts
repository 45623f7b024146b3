import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, eventCategories, media, vehicleFiles, vehicles } from '../../db/schema/index.ts';
import { createCategory } from '../../../test/factories/catalogue.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  mappedJudge,
  postScore,
  saveScore,
  scoreBody,
  scoringShow,
  type Headers,
  type ScoringShow,
} from '../../../test/factories/scores.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

/**
 * Three judges, five Paid vehicles (v1..v4 in the show's category, v5 in a second one), one unpaid.
 * Paint 0..10 + Engine 0..5 = 15 per sheet.
 *   v1: A 7+3=10 (choice), B 9+4=13 (choice), C 5+5=10  → 33/45, 3 judges, 2 choices
 *   v2: A 10+5=15 (choice), B 2+1=3                      → 18/30, 2 judges, 1 choice
 *   v3: A 4+4=8                                          →  8/15, 1 judge
 *   v5: B 6+2=8                                          →  8/15, 1 judge
 * A recuses from v4.
 */
let show: ScoringShow;
let a: Headers;
let b: { user: { id: number }; headers: Headers };
let admin: Headers;
let v: { id: number }[];
let category2: { id: number; name: string };

beforeEach(async () => {
  show = await scoringShow(ctx);
  a = show.judge.headers;
  b = await mappedJudge(ctx, show);
  const c = await mappedJudge(ctx, show);
  admin = (await ctx.authAs('admin')).headers;
  category2 = await createCategory(ctx.database.db, { vehicleTypeId: show.type.id, name: 'Zeta Customs' });
  await ctx.database.db.insert(eventCategories).values({ eventId: show.event.id, categoryId: category2.id });
  const [v5] = await ctx.database.db
    .insert(vehicles)
    .values({
      eventId: show.event.id,
      categoryId: category2.id,
      vehicleTypeId: show.type.id,
      registrationNo: 'Z1',
      paid: true,
      brand: 'Tesla',
      model: 'Roadster',
    })
    .returning();
  if (!v5) throw new Error('no vehicle');
  v = [...show.paid, v5];
  const [v1, v2, v3, , five] = v;
  if (!v1 || !v2 || !v3 || !five) throw new Error('no vehicles');
  await saveScore(ctx, a, scoreBody(show, v1.id, { paint: 7, engine: 3 }, { blnTopChoice: true }));
  await saveScore(ctx, b.headers, scoreBody(show, v1.id, { paint: 9, engine: 4 }, { blnTopChoice: true }));
  await saveScore(ctx, c.headers, scoreBody(show, v1.id, { paint: 5, engine: 5 }));
  await saveScore(ctx, a, scoreBody(show, v2.id, { paint: 10, engine: 5 }, { blnTopChoice: true }));
  await saveScore(ctx, b.headers, scoreBody(show, v2.id, { paint: 2, engine: 1 }));
  await saveScore(ctx, a, scoreBody(show, v3.id, { paint: 4, engine: 4 }));
  await saveScore(ctx, b.headers, scoreBody(show, five.id, { paint: 6, engine: 2 }));
  const recused = await ctx.app.inject({
    method: 'POST',
    url: API.recusals,
    headers: a,
    payload: { intEventId: show.event.id, intVehicleId: show.paid[3].id, strReason: 'My cousin’s car' },
  });
  expect(recused.statusCode).toBe(201);
});

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/total-score/', () => {
  it('sums every judge’s scores per vehicle: x/y with y = judges who scored × sum of limits', async () => {
    const res = await get(`${API.totalScore}?intEventId=${show.event.id}`, admin);
    expect(res.statusCode).toBe(200);
    const [v1, v2, v3, , v5] = v.map((x) => x.id);
    expect(res.json()).toEqual({
      arrVehicleScore: [
        { intVehicleId: v1, intTotalScore: 33, intMaxScore: 45, strTotalScore: '33/45', intJudgeCount: 3, intTopChoiceCount: 2 },
        { intVehicleId: v2, intTotalScore: 18, intMaxScore: 30, strTotalScore: '18/30', intJudgeCount: 2, intTopChoiceCount: 1 },
        { intVehicleId: v3, intTotalScore: 8, intMaxScore: 15, strTotalScore: '8/15', intJudgeCount: 1, intTopChoiceCount: 0 },
        { intVehicleId: v5, intTotalScore: 8, intMaxScore: 15, strTotalScore: '8/15', intJudgeCount: 1, intTopChoiceCount: 0 },
      ],
    });
    const one = await get(`${API.totalScore}?intEventId=${show.event.id}&intVehicleId=${v2}`, admin);
    expect(one.json().arrVehicleScore.map((r: { strTotalScore: string }) => r.strTotalScore)).toEqual(['18/30']);
    const cat = await get(`${API.totalScore}?intEventId=${show.event.id}&intCategoryId=${category2.id}`, admin);
    expect(cat.json().arrVehicleScore.map((r: { intVehicleId: number }) => r.intVehicleId)).toEqual([v5]);
    // A judge of another event learns nothing.
    const outsider = await ctx.authAs('judge');
    const refused = await get(`${API.totalScore}?intEventId=${show.event.id}`, outsider.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Event not found.' });
    expect((await get(API.totalScore, admin)).json()).toEqual({ intEventId: ['This field is required.'] });
  });
});

describe('GET /api/total-score/ for a judge', () => {
  it('gives a judge only their own figures, never the sum over the judges and their count', async () => {
    const [v1, v2, v3, , v5] = v.map((x) => x.id);
    const own = (vehicleId: number | undefined, total: number, choice: number) => ({
      intVehicleId: vehicleId,
      intTotalScore: total,
      intMaxScore: 15,
      strTotalScore: `${total}/15`,
      intJudgeCount: 1,
      intTopChoiceCount: choice,
    });
    const ofA = await get(`${API.totalScore}?intEventId=${show.event.id}`, a);
    expect(ofA.statusCode).toBe(200);
    expect(ofA.json()).toEqual({ arrVehicleScore: [own(v1, 10, 1), own(v2, 15, 1), own(v3, 8, 0)] });
    const ofB = await get(`${API.totalScore}?intEventId=${show.event.id}`, b.headers);
    expect(ofB.json()).toEqual({ arrVehicleScore: [own(v1, 13, 1), own(v2, 3, 0), own(v5, 8, 0)] });
    // Narrowed to one vehicle, or to a category, still only their own.
    expect((await get(`${API.totalScore}?intEventId=${show.event.id}&intVehicleId=${v1}`, b.headers)).json()).toEqual({
      arrVehicleScore: [own(v1, 13, 1)],
    });
    expect((await get(`${API.totalScore}?intEventId=${show.event.id}&intCategoryId=${category2.id}`, a)).json()).toEqual({
      arrVehicleScore: [],
    });
  });
});

describe('GET /api/score-count/', () => {
  it('gives a judge their own progress, leaving out what they recused from', async () => {
    const res = await get(`${API.scoreCount}?intEventId=${show.event.id}&intJudgeId=${b.user.id}`, a);
    expect(res.json()).toEqual({
      intJudgedCount: 3,
      intTotalCount: 4,
      arrCategory: [
        { intCategoryId: show.category.id, strCategoryName: show.category.name, intJudgedCount: 3, intTotalCount: 3 },
        { intCategoryId: category2.id, strCategoryName: 'Zeta Customs', intJudgedCount: 0, intTotalCount: 1 },
      ],
    });
  });

  it('gives an admin the vehicles with at least one entry over the Paid vehicles, or one judge’s progress', async () => {
    const all = await get(`${API.scoreCount}?intEventId=${show.event.id}`, admin);
    expect(all.json()).toEqual({
      intJudgedCount: 4,
      intTotalCount: 5,
      arrCategory: [
        { intCategoryId: show.category.id, strCategoryName: show.category.name, intJudgedCount: 3, intTotalCount: 4 },
        { intCategoryId: category2.id, strCategoryName: 'Zeta Customs', intJudgedCount: 1, intTotalCount: 1 },
      ],
    });
    const judgeB = await get(`${API.scoreCount}?intEventId=${show.event.id}&intJudgeId=${b.user.id}`, admin);
    expect(judgeB.json()).toMatchObject({ intJudgedCount: 3, intTotalCount: 5 });
    const outsider = await ctx.authAs('judge');
    expect((await get(`${API.scoreCount}?intEventId=${show.event.id}`, outsider.headers)).statusCode).toBe(404);
  });
});

describe('judges choice', () => {
  it('ranks the judge’s picks by that judge’s total, with name, category and first picture', async () => {
    const [v1, v2] = v.map((x) => x.id);
    const bytes = Buffer.from('img');
    const [pic1, pic2] = await ctx.database.db
      .insert(media)
      .values([
        { mime: 'image/jpeg', bytes, width: 1, height: 1 },
        { mime: 'image/jpeg', bytes, width: 1, height: 1 },
      ])
      .returning();
    if (!pic1 || !pic2 || v2 === undefined || v1 === undefined) throw new Error('no media');
    await ctx.database.db.insert(vehicleFiles).values([
      { vehicleId: v2, mediaId: pic2.id, kind: 'image', name: 'second.jpg', position: 1 },
      { vehicleId: v2, mediaId: pic1.id, kind: 'image', name: 'first.jpg', position: 0 },
    ]);
    const mine = await get(`${API.judgeChoice}?intEventId=${show.event.id}&intJudgeId=${b.user.id}`, a);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        intRank: 1,
        intVehicleId: v2,
        strVehicleName: 'Ford Mustang',
        strCategoryName: show.category.name,
        intTotalScore: 15,
        intMaxScore: 15,
        strImage: `/media/${pic1.id}`,
      }),
      expect.objectContaining({ intRank: 2, intVehicleId: v1, strVehicleName: 'Jaguar E-Type', intTotalScore: 10, strImage: null }),
    ]);
    const top = await get(`${API.topChoice}?intEventId=${show.event.id}&intJudgeId=${show.judge.user.id}`, admin);
    expect(top.json()).toEqual(mine.json());
    const ofB = await get(`${API.judgeChoice}?intEventId=${show.event.id}&intJudgeId=${b.user.id}`, admin);
    expect(ofB.json().data.map((c: { intVehicleId: number; intRank: number }) => [c.intRank, c.intVehicleId])).toEqual([[1, v1]]);
    expect((await get(`${API.topChoice}?intEventId=${show.event.id}`, admin)).json()).toEqual({ intJudgeId: ['This field is required.'] });
    expect((await get(`${API.judgeChoice}?intEventId=${show.event.id}`, admin)).json()).toEqual({
      intJudgeId: ['This field is required.'],
    });
  });
});

describe('recusal', () => {
  it('blocks scoring a recused vehicle, refuses recusing from a scored one, and lists who recused', async () => {
    const v4 = show.paid[3].id;
    const blocked = await postScore(ctx, a, scoreBody(show, v4));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ detail: 'You recused yourself from this vehicle; it cannot be scored.' });
    const scored = await ctx.app.inject({
      method: 'POST',
      url: API.recusals,
      headers: a,
      payload: { intEventId: show.event.id, intVehicleId: show.paid[0].id },
    });
    expect(scored.statusCode).toBe(409);
    expect(scored.json()).toEqual({ detail: 'Delete your score for this vehicle first.' });
    const unpaid = await ctx.app.inject({
      method: 'POST',
      url: API.recusals,
      headers: a,
      payload: { intEventId: show.event.id, intVehicleId: show.unpaid.id },
    });
    expect(unpaid.statusCode).toBe(404);
    const long = await ctx.app.inject({
      method: 'POST',
      url: API.recusals,
      headers: a,
      payload: { intEventId: show.event.id, intVehicleId: v4, strReason: 'x'.repeat(201) },
    });
    expect(long.json()).toEqual({ strReason: ['Must be at most 200 characters.'] });

    const listed = await get(`${API.recusals}?intEventId=${show.event.id}`, admin);
    expect(listed.json().data).toEqual([
      {
        intEventId: show.event.id,
        intVehicleId: v4,
        intJudgeId: show.judge.user.id,
        strJudgeName: 'Test Person',
        strReason: 'My cousin’s car',
        dtCreatedAt: expect.any(String),
      },
    ]);
    expect((await get(`${API.recusals}?intEventId=${show.event.id}`, b.headers)).json()).toEqual({ data: [] });
    expect((await get(`${API.recusals}?intEventId=${show.event.id}&intVehicleId=${v4}`, a)).json().data).toHaveLength(1);

    const url = `${API.recusals}?intEventId=${show.event.id}&intVehicleId=${v4}`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: b.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: a })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: a })).statusCode).toBe(404);
    expect((await postScore(ctx, a, scoreBody(show, v4))).statusCode).toBe(201);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'recusal'));
    expect(audits.map((row) => row.action)).toEqual(['create', 'delete']);
  });
});

describe('deleting what holds scores', () => {
  it('refuses to delete a vehicle, a judge or an event with score entries, naming the count', async () => {
    const v1 = show.paid[0].id;
    const vehicle = await ctx.app.inject({ method: 'DELETE', url: `${API.vehicles}?intVehicleId=${v1}`, headers: admin });
    expect(vehicle.statusCode).toBe(409);
    expect(vehicle.json()).toEqual({ detail: 'This vehicle cannot be deleted: it has 3 score entries.' });
    const judge = await ctx.app.inject({ method: 'DELETE', url: `/api/judges/?intJudgeId=${b.user.id}`, headers: admin });
    expect(judge.statusCode).toBe(409);
    expect(judge.json()).toEqual({ detail: 'This judge cannot be deleted: they have 3 score entries.' });
    const event = await ctx.app.inject({ method: 'DELETE', url: `/api/event/manage-event/${show.event.id}/`, headers: admin });
    expect(event.statusCode).toBe(409);
    expect(event.json()).toEqual({ detail: 'This event cannot be deleted: it has 6 vehicles and 7 score entries.' });
    const v3 = show.paid[2].id;
    const only = await ctx.app.inject({ method: 'DELETE', url: `${API.vehicles}?intVehicleId=${v3}`, headers: admin });
    expect(only.json()).toEqual({ detail: 'This vehicle cannot be deleted: it has 1 score entry.' });
  });
});
