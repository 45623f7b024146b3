import { describe, expect, it } from 'vitest';
import { dashboardApi } from '@showgrid/shared/contract/dashboard';
import { API } from '@showgrid/shared/paths';
import { coverageSchema, type Coverage, type CoverageCategory } from '@showgrid/shared/schemas/coverage';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { panelShow, type PanelShow } from '../../../test/factories/panels.ts';
import { saveScore, scoreBody, type Headers } from '../../../test/factories/scores.ts';
import { getDashboard } from '../../../test/factories/dashboard.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const coverageUrl = (eventId: number | string) => `${API.coverage}?intEventId=${String(eventId)}`;

async function getCoverage(headers: Headers, eventId: number): Promise<Coverage> {
  const res = await ctx.app.inject({ method: 'GET', url: coverageUrl(eventId), headers });
  expect(res.statusCode).toBe(200);
  const body = dashboardApi.coverage.responses[200].parse(res.json());
  return body.data;
}

const mapPanel = async (show: PanelShow, categoryId: number, judgeIds: number[]) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: API.mapPanel,
    headers: show.admin.headers,
    payload: { intEventId: show.event.id, intCategoryId: categoryId, listJudgesList: judgeIds },
  });
  expect(res.statusCode).toBe(200);
};

const stepAside = async (show: PanelShow, headers: Headers, vehicleId: number) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: API.recusals,
    headers,
    payload: { intEventId: show.event.id, intVehicleId: vehicleId, strReason: 'My own car' },
  });
  expect(res.statusCode).toBe(201);
};

const score = (show: PanelShow, headers: Headers, vehicleId: number, paint: number, engine: number) =>
  saveScore(ctx, headers, scoreBody(show, vehicleId, { paint, engine }));

/** Each vehicle row as [registration, scored, waiting, states by column]. */
const rowsOf = (category: CoverageCategory | undefined) =>
  category?.arrVehicles.map((v) => [v.strRegistrationNo, v.intScoredCount, v.intWaitingCount, v.arrCells.map((c) => c.strState)]);

const categoryOf = (coverage: Coverage, categoryId: number) => coverage.arrCategories.find((c) => c.intCategoryId === categoryId);

describe('GET /api/dashboard/coverage/', () => {
  it('grids each category’s Paid vehicles × its panel judges (scored, stepped aside, waiting), least-covered first', async () => {
    const show = await panelShow(ctx);
    const [p1, p2, p3] = show.paid;
    const [m1] = show.moderns;
    if (!m1) throw new Error('no modern');
    await mapPanel(show, show.otherCategory.id, [show.b.user.id]);
    // Classics (panel A and B): P1 scored by both, P2 by A, P3 stepped aside by B, P4 nobody.
    await score(show, show.a.headers, p1.id, 8, 4);
    await score(show, show.b.headers, p1.id, 6, 2);
    await score(show, show.a.headers, p2.id, 9, 5);
    await stepAside(show, show.b.headers, p3.id);
    // Moderns (panel B only): M1 scored by B.
    await score(show, show.b.headers, m1.id, 10, 5);

    const coverage = await getCoverage(show.admin.headers, show.event.id);
    expect(coverageSchema.parse(coverage)).toEqual(coverage);
    const classics = categoryOf(coverage, show.category.id);
    const columns = [show.a.user, show.b.user].sort((x, y) => x.fullName.localeCompare(y.fullName) || x.id - y.id);
    expect(classics?.arrJudges).toEqual(columns.map((u) => ({ intJudgeId: u.id, strFullName: u.fullName, blnOnPanel: true })));
    const state = (aState: string, bState: string) => columns.map((u) => (u.id === show.a.user.id ? aState : bState));
    // The Unpaid U1 can never be judged: it is not in the grid.
    expect(rowsOf(classics)).toEqual([
      ['P4', 0, 2, state('waiting', 'waiting')],
      ['P3', 0, 1, state('waiting', 'stepped-aside')],
      ['P2', 1, 1, state('scored', 'waiting')],
      ['P1', 2, 0, state('scored', 'scored')],
    ]);
    expect(classics).toMatchObject({ intScoredCells: 3, intSteppedAsideCells: 1, intWaitingCells: 4 });
    const p1Row = classics?.arrVehicles.find((v) => v.intVehicleId === p1.id);
    expect(p1Row?.arrCells.find((c) => c.intJudgeId === show.a.user.id)?.strTotalScore).toBe('12/15');

    const moderns = categoryOf(coverage, show.otherCategory.id);
    expect(moderns?.arrJudges).toEqual([{ intJudgeId: show.b.user.id, strFullName: show.b.user.fullName, blnOnPanel: true }]);
    expect(rowsOf(moderns)).toEqual([
      ['M2', 0, 1, ['waiting']],
      ['M1', 1, 0, ['scored']],
    ]);
  });

  it('keeps a judge taken off the panel after scoring as an off-panel column with their score, not counted as the panel’s', async () => {
    const show = await panelShow(ctx);
    const [m1] = show.moderns;
    if (!m1) throw new Error('no modern');
    await score(show, show.a.headers, m1.id, 7, 3);
    await mapPanel(show, show.otherCategory.id, [show.b.user.id]);

    const moderns = categoryOf(await getCoverage(show.admin.headers, show.event.id), show.otherCategory.id);
    expect(moderns?.arrJudges).toEqual([
      { intJudgeId: show.b.user.id, strFullName: show.b.user.fullName, blnOnPanel: true },
      { intJudgeId: show.a.user.id, strFullName: show.a.user.fullName, blnOnPanel: false },
    ]);
    expect(rowsOf(moderns)).toEqual([
      ['M1', 0, 1, ['waiting', 'scored']],
      ['M2', 0, 1, ['waiting', 'waiting']],
    ]);
    expect(moderns).toMatchObject({ intScoredCells: 0, intSteppedAsideCells: 0, intWaitingCells: 2 });
  });

  it('refuses: no token 401, a judge 403, a malformed or missing event 400, an unknown event 404', async () => {
    const show = await panelShow(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: coverageUrl(show.event.id) })).statusCode).toBe(401);
    const judge = await ctx.app.inject({ method: 'GET', url: coverageUrl(show.event.id), headers: show.a.headers });
    expect(judge.statusCode).toBe(403);
    expect(judge.json()).toEqual({ detail: expect.any(String) });
    for (const url of [coverageUrl('abc'), API.coverage, coverageUrl(-1)]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: show.admin.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toHaveProperty('intEventId');
    }
    const unknown = await ctx.app.inject({ method: 'GET', url: coverageUrl(999_999), headers: show.admin.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Event not found.' });
  });
});

describe('the dashboard’s progress per judge', () => {
  it('counts, per mapped judge, the Paid vehicles of their panels and those they scored or stepped aside from', async () => {
    const show = await panelShow(ctx);
    const [p1, p2] = show.paid;
    const [m1] = show.moderns;
    if (!m1) throw new Error('no modern');
    await mapPanel(show, show.otherCategory.id, [show.b.user.id]);
    await score(show, show.a.headers, p1.id, 8, 4);
    await score(show, show.b.headers, m1.id, 8, 4);
    await stepAside(show, show.b.headers, p2.id);

    const progress = (await getDashboard(ctx, show.admin.headers, show.event.id)).objJudgeStats.objJudgingProgress.arrJudgeProgress;
    const expected = [
      // A judges the Classics only (4 Paid); B the Classics and the Moderns (6 Paid).
      { intJudgeId: show.a.user.id, strFullName: show.a.user.fullName, intScoredCount: 1, intSteppedAsideCount: 0, intAssignedCount: 4 },
      { intJudgeId: show.b.user.id, strFullName: show.b.user.fullName, intScoredCount: 1, intSteppedAsideCount: 1, intAssignedCount: 6 },
    ].sort((x, y) => x.strFullName.localeCompare(y.strFullName) || x.intJudgeId - y.intJudgeId);
    expect(progress).toEqual(expected);
  });
});
