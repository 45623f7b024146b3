import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { auditLog, tieOrders, vehicles } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { compareStandings, rankCategory, type Standing } from './ranking.ts';
import { presentRankingRow } from './presenter.ts';
import { NOT_ONE_TIE } from './ranking-service.ts';
import { getRanking, putTieOrder, rankingShow, type RankingShow } from '../../../test/factories/results.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

/** What a row says about its place: [vehicle n, rank, tie group set?, ordered by the admin?]. */
function places(show: RankingShow, rows: RankingRow[]) {
  const number = new Map(Array.from({ length: 10 }, (_, i) => [show.vid(i + 1), i + 1]));
  return rows.map((row) => [number.get(row.intVehicleId), row.intRank, row.intTieGroup !== null, row.blnOrderedByAdmin]);
}

describe('the ranking rules (pure)', () => {
  const standing = (vehicleId: number, total: number | null, max: number | null, topChoices = 0, votes = 0): Standing => ({
    vehicleId,
    uniqueId: `V${vehicleId}`,
    registrationNo: `R${vehicleId}`,
    vehicleName: `Car ${vehicleId}`,
    ownerName: '',
    categoryId: 1,
    categoryName: 'C',
    total,
    max,
    judges: max === null ? 0 : 1,
    countedJudges: max === null ? 0 : 1,
    topChoices,
    votes,
    parameterScores: {},
    medal: null,
  });

  it('compares x/y as an exact ratio: 17/20 beats 30/40, 3/4 equals 30/40, unscored last', () => {
    expect(compareStandings(standing(1, 17, 20), standing(2, 30, 40))).toBeLessThan(0);
    expect(compareStandings(standing(1, 3, 4), standing(2, 30, 40))).toBe(0);
    expect(compareStandings(standing(1, null, null), standing(2, 0, 40))).toBeGreaterThan(0);
    // Floating point would call these equal; the cross product does not.
    const big = 2 ** 40;
    expect(compareStandings(standing(1, big + 1, big), standing(2, big + 2, big + 1))).toBeLessThan(0);
  });

  it('gives a true tie one rank and group (1, 1, 3) and numbers groups from firstTieGroup', () => {
    const rows = rankCategory([standing(1, 5, 10), standing(2, 9, 10), standing(3, 10, 20), standing(4, 1, 10)], [], {
      firstTieGroup: 7,
    }).map(presentRankingRow);
    expect(rows.map((r) => [r.intVehicleId, r.intRank, r.intTieGroup])).toEqual([
      [2, 1, null],
      [1, 2, 7],
      [3, 2, 7],
      [4, 4, null],
    ]);
  });
  it('gives vehicles nobody scored no rank at all (last, no tie to order)', () => {
    const rows = rankCategory([standing(1, 5, 10), standing(2, null, null), standing(3, null, null)], []).map(presentRankingRow);
    expect(rows.map((row) => [row.intVehicleId, row.intRank, row.intTieGroup])).toEqual([
      [1, 1, null],
      [2, null, null],
      [3, null, null],
    ]);
  });

  it('flags a tie across the last award place (a top 3 whose 3rd and 4th tie), not one inside or below it', () => {
    const flags = (scores: number[], awardPlaces = 3) =>
      rankCategory(
        scores.map((score, i) => standing(i + 1, score, 10)),
        [],
        { awardPlaces },
      ).map((row) => [row.rank, row.tieAtAwardCut]);
    // 3rd and 4th tie: who gets the last award is open.
    expect(flags([9, 8, 5, 5, 1])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [3, true],
      [5, false],
    ]);
    // 2nd and 3rd tie: both are on the podium whatever the order.
    expect(flags([9, 5, 5, 4])).toEqual([
      [1, false],
      [2, false],
      [2, false],
      [4, false],
    ]);
    // A tie for 1st of four vehicles in a top 3 straddles it too; below the places it does not matter.
    expect(flags([7, 7, 7, 7])).toEqual([
      [1, true],
      [1, true],
      [1, true],
      [1, true],
    ]);
    expect(flags([9, 8, 7, 3, 3])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [4, false],
    ]);
    // Five award places: the 3rd-4th tie is inside them.
    expect(flags([9, 8, 5, 5, 1], 5).map(([, atCut]) => atCut)).toEqual([false, false, false, false, false]);
  });
});

describe('GET /api/ranking/', () => {
  let show: RankingShow;
  beforeEach(async () => {
    show = await rankingShow(ctx);
  });

  it('ranks each category by x/y, then judges-choice picks, then votes; a true tie shares rank and group', async () => {
    const rows = await getRanking(ctx, show, show.category.id);
    expect(places(show, rows)).toEqual([
      [1, 1, false, false],
      [2, 2, false, false],
      [3, 3, false, false],
      [4, 4, false, false],
      [5, 5, false, false],
      [6, 6, false, false],
      [7, 7, true, false],
      [8, 7, true, false],
      [9, null, false, false],
    ]);
    const [v1, v2, v3] = rows;
    expect(v1).toEqual({
      intRank: 1,
      intVehicleId: show.vid(1),
      strUniqueId: show.id(1),
      strVehicleName: 'Jaguar E-Type',
      strOwnerName: 'Alex Morgan',
      intCategoryId: show.category.id,
      strCategoryName: show.category.name,
      intTotalScore: 13,
      intMaxScore: 15,
      strTotalScore: '13/15',
      intJudgeCount: 1,
      intTopChoiceCount: 0,
      intVotes: 0,
      intTieGroup: null,
      blnOrderedByAdmin: false,
      blnTieAtAwardCut: false,
      strMedal: null,
      intCountedJudgeCount: 1,
    });
    expect([v2?.strTotalScore, v3?.strTotalScore, v3?.intTopChoiceCount]).toEqual(['25/30', '20/30', 1]);
    expect(rows.map((r) => r.intVotes)).toEqual([0, 0, 0, 0, 2, 1, 1, 1, 0]);
    expect(rows.at(-1)).toMatchObject({
      strVehicleName: 'Triumph TR6',
      intTotalScore: null,
      intMaxScore: null,
      strTotalScore: null,
      intJudgeCount: 0,
    });
    expect(rows[6]?.intTieGroup).toBe(rows[7]?.intTieGroup);
  });

  it('answers every category of the event, each ranked on its own, by category name', async () => {
    const rows = await getRanking(ctx, show);
    expect(rows.map((r) => r.strCategoryName)).toEqual([...Array<string>(9).fill(show.category.name), 'Zeta Customs']);
    expect(rows.at(-1)).toMatchObject({ intVehicleId: show.vid(10), intRank: 1, strTotalScore: '14/15', intTopChoiceCount: 1 });
    expect((await getRanking(ctx, show, show.other.id)).map((r) => r.intVehicleId)).toEqual([show.vid(10)]);
  });

  it('moves a vehicle up when a score changes it', async () => {
    await show.score(show.cy, 9, [10, 5]);
    const rows = await getRanking(ctx, show, show.category.id);
    expect(places(show, rows).slice(0, 3)).toEqual([
      [9, 1, false, false],
      [1, 2, false, false],
      [2, 3, false, false],
    ]);
    // The later edit lowers it again: newest edit wins, the rank follows.
    await show.score(show.cy, 9, [0, 0], false, '2030-05-01T11:00:00.000Z');
    expect(places(show, await getRanking(ctx, show, show.category.id)).at(-1)).toEqual([9, 9, false, false]);
  });

  it('refuses malformed queries and answers 404 for an unknown event', async () => {
    const get = (query: string) => ctx.app.inject({ method: 'GET', url: `${API.ranking}${query}`, headers: show.admin });
    expect((await get('')).json()).toEqual({ intEventId: ['This field is required.'] });
    const bad = await get('?intEventId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ intEventId: ['Must be a number.'] });
    expect((await get(`?intEventId=${show.event.id}&intCategoryId=-1`)).statusCode).toBe(400);
    const missing = await get('?intEventId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Event not found.' });
    // A category with nothing of the event in it: an empty ranking.
    expect((await get(`?intEventId=${show.event.id}&intCategoryId=999999`)).json()).toEqual({ data: [] });
  });
});

describe('PUT /api/ranking/tie-order/', () => {
  let show: RankingShow;
  beforeEach(async () => {
    show = await rankingShow(ctx);
  });

  it('puts a tie in the admin’s order (recorded and audited); the ranks follow it', async () => {
    const res = await putTieOrder(ctx, show, [show.vid(8), show.vid(7)]);
    expect(res.statusCode).toBe(200);
    const rows: RankingRow[] = res.json().data;
    expect(places(show, rows).slice(6)).toEqual([
      [8, 7, true, true],
      [7, 8, true, true],
      [9, null, false, false],
    ]);
    expect(await getRanking(ctx, show, show.category.id)).toEqual(rows);

    const stored = await ctx.database.db.select().from(tieOrders).where(eq(tieOrders.eventId, show.event.id));
    expect(stored.map((r) => [r.vehicleId, r.position, r.categoryId])).toEqual(
      expect.arrayContaining([
        [show.vid(8), 0, show.category.id],
        [show.vid(7), 1, show.category.id],
      ]),
    );
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'tie-order'));
    expect(audit).toMatchObject({
      action: 'create',
      entityId: `${show.event.id}/${show.category.id}`,
      before: null,
      after: { intEventId: show.event.id, intCategoryId: show.category.id, arrVehicleIds: [show.vid(8), show.vid(7)] },
    });

    // Ordered again the other way: replaces the order, audited as an update with the old one.
    await putTieOrder(ctx, show, [show.vid(7), show.vid(8)]);
    expect(places(show, await getRanking(ctx, show, show.category.id)).slice(6, 8)).toEqual([
      [7, 7, true, true],
      [8, 8, true, true],
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tie-order'), eq(auditLog.action, 'update')));
    expect(audits.map((a) => a.before)).toEqual([{ arrVehicleIds: [show.vid(8), show.vid(7)] }]);
  });

  it('shows the tie again when a score changes who is in it, and takes an order of the new tie', async () => {
    await putTieOrder(ctx, show, [show.vid(8), show.vid(7)]);
    // v9 is scored 6/15 and gets a vote: it joins the tie; the order of two no longer applies.
    await show.score(show.cy, 9, [4, 2]);
    await show.vote(9);
    const three = await getRanking(ctx, show, show.category.id);
    expect(places(show, three).slice(6)).toEqual([
      [7, 7, true, false],
      [8, 7, true, false],
      [9, 7, true, false],
    ]);
    const refused = await putTieOrder(ctx, show, [show.vid(8), show.vid(7)]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ arrVehicleIds: [NOT_ONE_TIE] });

    const ordered = await putTieOrder(ctx, show, [show.vid(9), show.vid(7), show.vid(8)]);
    expect(places(show, ordered.json().data).slice(6)).toEqual([
      [9, 7, true, true],
      [7, 8, true, true],
      [8, 9, true, true],
    ]);
    // The new order replaced the old one whole.
    expect(await ctx.database.db.select().from(tieOrders)).toHaveLength(3);

    // v8 leaves the tie: the two left are a different tie, shown as a tie.
    await show.score(show.cy, 8, [10, 5], false, '2030-05-01T11:00:00.000Z');
    const after = await getRanking(ctx, show, show.category.id);
    expect(places(show, after).filter(([n]) => n === 7 || n === 9)).toEqual([
      [7, 8, true, false],
      [9, 8, true, false],
    ]);
  });

  it('orders a tie again after its vehicles moved to another category (their old order does not block it)', async () => {
    expect((await putTieOrder(ctx, show, [show.vid(8), show.vid(7)])).statusCode).toBe(200);
    await ctx.database.db
      .update(vehicles)
      .set({ categoryId: show.other.id })
      .where(inArray(vehicles.id, [show.vid(7), show.vid(8)]));
    const res = await putTieOrder(ctx, show, [show.vid(7), show.vid(8)], show.other.id);
    expect(res.statusCode).toBe(200);
    const rows = await getRanking(ctx, show, show.other.id);
    const ordered = rows.filter((row) => row.blnOrderedByAdmin).map((row) => row.intVehicleId);
    expect(ordered).toEqual([show.vid(7), show.vid(8)]);
  });

  it('refuses vehicles that are not exactly one tie of the category', async () => {
    const [v1, v2, v7, v8, v9] = [1, 2, 7, 8, 9].map(show.vid);
    for (const ids of [
      [v1, v2],
      [v7, v8, v9],
      [v7, 999999],
    ]) {
      const res = await putTieOrder(ctx, show, ids as number[]);
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json()).toEqual({ arrVehicleIds: [NOT_ONE_TIE] });
    }
    expect((await putTieOrder(ctx, show, [v7 as number, v8 as number], show.other.id)).json()).toEqual({ arrVehicleIds: [NOT_ONE_TIE] });
    expect((await putTieOrder(ctx, show, [v7 as number, v7 as number])).json()).toEqual({ arrVehicleIds: ['A vehicle is listed twice.'] });
    expect((await putTieOrder(ctx, show, [v7 as number])).statusCode).toBe(400);
    const body = await ctx.app.inject({
      method: 'PUT',
      url: API.rankingTieOrder,
      headers: show.admin,
      payload: { intEventId: show.event.id },
    });
    expect(body.json()).toMatchObject({ intCategoryId: ['This field is required.'], arrVehicleIds: expect.any(Array) });
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: API.rankingTieOrder,
      headers: show.admin,
      payload: { intEventId: 999999, intCategoryId: show.category.id, arrVehicleIds: [v7, v8] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(tieOrders)).toHaveLength(0);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'tie-order'))).toHaveLength(0);
  });
});
