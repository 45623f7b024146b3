import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { awardsSchema, type Awards } from '@showgrid/shared/schemas/awards';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { dashboardShow, type DashboardShow } from '../dashboard/test-support.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

let show: DashboardShow;
beforeEach(async () => {
  show = await dashboardShow(ctx);
});

async function awards(headers: { authorization: string }, eventId: number): Promise<Awards> {
  const res = await ctx.app.inject({ method: 'GET', url: API.awards(eventId), headers });
  expect(res.statusCode, res.body).toBe(200);
  return awardsSchema.parse(res.json().data);
}

describe('GET /api/awards/:eventId/', () => {
  it('gives each category its podium from the one ranking (unscored vehicles never), the people’s choice and the judges’ picks', async () => {
    const [v1, v2, v3] = show.paid;
    const data = await awards(show.admin.headers, show.event.id);
    expect(data.strEventTitle).toBe(show.event.title);
    const classic = data.arrCategories.find((c) => c.intCategoryId === show.category.id);
    expect(classic?.arrPodium.map((p) => [p.intRank, p.intVehicleId, p.strTotalScore, p.blnTie])).toEqual([
      [1, v1?.id, '13/15', false],
      [2, v2?.id, '22/30', false],
      [3, v3?.id, '10/15', false],
    ]);
    // Vintage has Paid vehicles but no score: no podium yet.
    expect(data.arrCategories.find((c) => c.intCategoryId === show.vintage.id)?.arrPodium).toEqual([]);
    expect(data.arrPeoplesChoice.map((v) => [v.intVehicleId, v.intVotes])).toEqual([[v3?.id, 2]]);
    expect(data.arrJudgesPicks).toEqual([{ strJudgeName: expect.any(String), arrVehicles: [expect.objectContaining({ intVehicleId: v2?.id })] }]);
  });

  it('refuses: no token 401, a judge 403, an unknown event 404, a malformed id 400', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: API.awards(show.event.id) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: API.awards(show.event.id), headers: show.ada.headers })).statusCode).toBe(403);
    const unknown = await ctx.app.inject({ method: 'GET', url: API.awards(999_999), headers: show.admin.headers });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: 'Event not found.' }]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/awards/abc/', headers: show.admin.headers })).statusCode).toBe(400);
  });
});
