import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { dashboardSchema } from '@showgrid/shared/schemas/results';
import { audienceVotes, rankStates } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { insertVehicles } from '../../../test/factories/vehicles.ts';
import { dashboardShow, getDashboard, topOf, type DashboardShow } from '../../../test/factories/dashboard.ts';

const HOUR = 60 * 60 * 1000;

let ctx: TestContext;
useTestContext((c) => (ctx = c));

let show: DashboardShow;
beforeEach(async () => {
  show = await dashboardShow(ctx);
});

describe('GET /api/dashboard/', () => {
  it('counts registered, attended (checked in at the gate), judged (≥ 1 entry) out of the Paid vehicles, mapped judges, live votes; every category of the event by its Paid vehicles', async () => {
    const dashboard = await getDashboard(ctx, show.admin.headers, show.event.id);
    expect(dashboardSchema.parse(dashboard)).toEqual(dashboard);
    const [v1, v2, v3] = show.paid;
    expect(dashboard).toEqual({
      intEventId: show.event.id,
      objVehicleStats: { intTotalRegisteredVehicles: 7, intTotalAttendedVehicles: 4 },
      objJudgeStats: {
        intTotalJudgeCount: 2,
        objJudgingProgress: {
          intJudgedVehicleCount: 3,
          // An Unpaid vehicle can never be judged: the progress counts Paid vehicles only.
          intJudgeableVehicleCount: 5,
          arrCategoryStats: [
            { intId: show.alpha.id, strName: show.alpha.name, intJudgedCount: 0, intTotalVehicleCount: 0 },
            { intId: show.category.id, strName: show.category.name, intJudgedCount: 3, intTotalVehicleCount: 4 },
            { intId: show.vintage.id, strName: show.vintage.name, intJudgedCount: 0, intTotalVehicleCount: 1 },
          ],
          // No panels: each judge judges every category, so all 5 Paid vehicles are theirs.
          arrJudgeProgress: [
            {
              intJudgeId: show.ada.user.id,
              strFullName: show.ada.user.fullName,
              intScoredCount: 3,
              intSteppedAsideCount: 0,
              intAssignedCount: 5,
            },
            {
              intJudgeId: show.ben.user.id,
              strFullName: show.ben.user.fullName,
              intScoredCount: 1,
              intSteppedAsideCount: 0,
              intAssignedCount: 5,
            },
          ],
        },
      },
      intTotalAudienceVote: 3,
      // Voting by the rule: from 12 h before the show's start (days ahead) to 72 h after it.
      objVoting: {
        strState: 'not-yet',
        dtOpensAt: new Date(show.event.startsAt.getTime() - 12 * HOUR).toISOString(),
        dtClosesAt: new Date(show.event.startsAt.getTime() + 72 * HOUR).toISOString(),
      },
      arrTopVehicles: [
        { intId: v1.id, strName: 'Jaguar E-Type', intRank: 1, intTotalScore: 13, strTotalScore: '13/15', intRankVariation: 0 },
        { intId: v2.id, strName: 'Ford Mustang', intRank: 2, intTotalScore: 22, strTotalScore: '22/30', intRankVariation: 0 },
        { intId: v3.id, strName: 'Mini Cooper', intRank: 3, intTotalScore: 10, strTotalScore: '10/15', intRankVariation: 0 },
      ],
    });
  });

  it('ranks by x/y as a ratio, not by total: 13/15 is ahead of 22/30', async () => {
    const [v1, v2] = show.paid;
    const top = topOf(await getDashboard(ctx, show.admin.headers, show.event.id));
    expect(top.slice(0, 2)).toEqual([
      [v1.id, 1, 13, 0],
      [v2.id, 2, 22, 0],
    ]);
  });

  it('rank variation = previous − current, taken before the score change that moved the vehicle', async () => {
    const [v1, v2, v3, v4] = show.paid;
    // Ben gives v3 15/15: v3 25/30 passes v2 22/30; v1 13/15 stays first.
    await show.score(show.ben, v3.id, 10, 5);
    expect(topOf(await getDashboard(ctx, show.admin.headers, show.event.id))).toEqual([
      [v1.id, 1, 13, 0],
      [v3.id, 2, 25, 1],
      [v2.id, 3, 22, -1],
    ]);

    // A score that moves no one else leaves their arrows as they were; v4 enters last.
    await show.score(show.ada, v4.id, 2, 1);
    expect(topOf(await getDashboard(ctx, show.admin.headers, show.event.id))).toEqual([
      [v1.id, 1, 13, 0],
      [v3.id, 2, 25, 1],
      [v2.id, 3, 22, -1],
      [v4.id, 4, 3, 0],
    ]);

    // Ben gives v1 0/15: v1 13/30 drops two places; the others each rise one.
    await show.score(show.ben, v1.id, 0, 0);
    expect(topOf(await getDashboard(ctx, show.admin.headers, show.event.id))).toEqual([
      [v3.id, 1, 25, 1],
      [v2.id, 2, 22, 1],
      [v1.id, 3, 13, -2],
      [v4.id, 4, 3, 0],
    ]);
  });

  it('deleting a score entry re-ranks; a vehicle left without entries leaves the ranking', async () => {
    const [v1, v2, v3] = show.paid;
    const entries = await ctx.app.inject({ method: 'GET', url: `${API.scoreEntries}?intVehicleId=${v1.id}`, headers: show.admin.headers });
    const [entry] = entries.json().data;
    const res = await ctx.app.inject({ method: 'DELETE', url: API.scoreEntry(entry.intScoreId), headers: show.admin.headers });
    expect(res.statusCode).toBe(204);
    expect(topOf(await getDashboard(ctx, show.admin.headers, show.event.id))).toEqual([
      [v2.id, 1, 22, 1],
      [v3.id, 2, 10, 1],
    ]);
    const states = await ctx.database.db.select().from(rankStates);
    expect(states.map((s) => s.vehicleId).sort()).toEqual([v2.id, v3.id].sort());
  });

  it('votes break a tie of ratio and picks; voiding one re-ranks and moves the arrows', async () => {
    const [, v2, v3] = show.paid;
    // v2 loses Ben's sheet and its pick; v2 and v3 are then 10/15 each, no picks; v3 has 2 votes.
    await show.score(show.ada, v2.id, 7, 3, false);
    const [benEntry] = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API.scoreEntries}?intVehicleId=${v2.id}&intJudgeId=${show.ben.user.id}`,
        headers: show.admin.headers,
      })
    ).json().data;
    await ctx.app.inject({ method: 'DELETE', url: API.scoreEntry(benEntry.intScoreId), headers: show.admin.headers });
    let top = topOf(await getDashboard(ctx, show.admin.headers, show.event.id));
    expect(top.slice(1)).toEqual([
      [v3.id, 2, 10, 1],
      [v2.id, 3, 10, -1],
    ]);

    // Voiding both of v3's votes leaves a true tie: both share rank 2. v2 rose; v3 did not move, so it keeps its last arrow.
    const votes = await ctx.database.db.select().from(audienceVotes);
    for (const vote of votes.filter((v) => v.vehicleId === v3.id)) {
      const res = await ctx.app.inject({ method: 'DELETE', url: API.vote(vote.id), headers: show.admin.headers });
      expect(res.statusCode).toBe(204);
    }
    const dashboard = await getDashboard(ctx, show.admin.headers, show.event.id);
    expect(dashboard.intTotalAudienceVote).toBe(1);
    top = topOf(dashboard);
    expect(top.slice(1)).toEqual([
      [v2.id, 2, 10, 1],
      [v3.id, 2, 10, 1],
    ]);
  });

  it('shows at most 10 vehicles; an unpaid vehicle is never ranked', async () => {
    const more = await insertVehicles(
      ctx,
      show,
      Array.from({ length: 10 }, (_, i) => ({ registrationNo: `M${i}`, paid: true, brand: 'Morgan', model: `Plus ${i}` })),
    );
    for (const [i, vehicle] of more.entries()) await show.score(show.ada, vehicle.id, i % 10, 0);
    const dashboard = await getDashboard(ctx, show.admin.headers, show.event.id);
    expect(dashboard.arrTopVehicles).toHaveLength(10);
    const ranks = dashboard.arrTopVehicles.map((v) => v.intRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(dashboard.arrTopVehicles.map((v) => v.intId)).not.toContain(show.unpaid.id);
  });

  it('answers 404 for an unknown event and 400 without one', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: `${API.dashboard}?intEventId=999999`, headers: show.admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Event not found.' });
    const none = await ctx.app.inject({ method: 'GET', url: API.dashboard, headers: show.admin.headers });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toHaveProperty('intEventId');
  });
});
