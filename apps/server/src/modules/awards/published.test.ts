import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { publishedResultsSchema } from '@showgrid/shared/schemas/awards';
import { auditLog, events, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { dashboardShow, type DashboardShow } from '../../../test/factories/dashboard.ts';

/**
 * The published results send what the page shows and nothing more (issue 29, ADR 032): without
 * "Show the scores" no score (places, people's choice, judges' picks) and no vote count; a medal
 * only with its award place; the judges' names and picks only when the organiser names them.
 */

let ctx: TestContext;
// Refreshed at once after each change: these tests change and read in quick turns.
beforeAll(async () => (ctx = await createTestContext({ env: { PUBLIC_READ_REFRESH_MS: '0' } })));
afterAll(() => ctx?.close());

const JUDGE_NAME = 'Ada Lovelace-Byron';
let show: DashboardShow;
beforeEach(async () => {
  await ctx.reset();
  show = await dashboardShow(ctx);
  await ctx.database.db.update(users).set({ fullName: JUDGE_NAME }).where(eq(users.id, show.ada.user.id));
  // Gold from 80 %: Jaguar 13/15 (87 %) gold, Mustang 22/30 (73 %) bronze, Mini 10/15 (67 %) none.
  await ctx.database.db
    .update(events)
    .set({ medalBands: { gold: 80, silver: 75, bronze: 70 } })
    .where(eq(events.id, show.event.id));
});

const publishAs = (headers: { authorization: string } | undefined, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: API.awardsPublish(show.event.id), ...(headers ? { headers } : {}), payload });
const publish = (payload: object) => publishAs(show.admin.headers, payload);

async function published() {
  await ctx.app.settled();
  const res = await ctx.app.inject({ method: 'GET', url: API.awardsPublished(show.event.id) });
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, data: publishedResultsSchema.parse(res.json().data) };
}

describe('published results without "Show the scores"', () => {
  it('send no score, no vote count and no judge: places keep their medal, the people’s choice has none', async () => {
    expect((await publish({ blnPublished: true })).statusCode).toBe(200);
    const { text, data } = await published();
    for (const hidden of ['strTotalScore', 'intVotes', 'arrJudgesPicks', JUDGE_NAME, '13/15', '22/30', '10/15'])
      expect(text).not.toContain(hidden);
    const classic = data.arrCategories.find((c) => c.intCategoryId === show.category.id);
    expect(classic?.arrPodium.map((p) => [p.intRank, p.intVehicleId, p.strMedal])).toEqual([
      [1, show.paid[0].id, 'gold'],
      [2, show.paid[1].id, 'bronze'],
      [3, show.paid[2].id, null],
    ]);
    expect(data.arrPeoplesChoice.map((v) => Object.keys(v).sort())).toEqual([
      ['intVehicleId', 'strCategoryName', 'strOwnerName', 'strVehicleId', 'strVehicleName'],
    ]);
  });
});

describe('published results with "Show the scores"', () => {
  it('send the places’ scores and the people’s choice’s votes, and still no judge unless named', async () => {
    await publish({ blnPublished: true, blnShowScores: true });
    const { text, data } = await published();
    expect(
      data.arrCategories.find((c) => c.intCategoryId === show.category.id)?.arrPodium.map((p) => [p.strTotalScore, p.strMedal]),
    ).toEqual([
      ['13/15', 'gold'],
      ['22/30', 'bronze'],
      ['10/15', null],
    ]);
    expect(data.arrPeoplesChoice).toEqual([expect.objectContaining({ intVehicleId: show.paid[2].id, intVotes: 2 })]);
    expect(data.arrPeoplesChoice[0]).not.toHaveProperty('strMedal');
    expect(text).not.toContain(JUDGE_NAME);
    expect(data.arrJudgesPicks).toBeUndefined();
  });
});

describe('the judges’ names and picks', () => {
  it('are public only when the organiser names them; a publish that leaves the choice out keeps it; audited', async () => {
    const named = await publish({ blnPublished: true, blnShowJudges: true });
    expect(named.json().data).toEqual({ blnLinkActive: false, blnPublished: true, blnShowScores: false, blnShowJudges: true });
    const withJudges = await published();
    // Ada's pick, the Mustang, without its score: the scores are not shown.
    expect(withJudges.data.arrJudgesPicks).toEqual([
      { strJudgeName: JUDGE_NAME, arrVehicles: [expect.objectContaining({ intVehicleId: show.paid[1].id })] },
    ]);
    expect(withJudges.text).not.toContain('strTotalScore');

    // The results page's boxes send only what they change: the judges stay named.
    expect((await publish({ blnPublished: true, blnShowScores: true })).json().data.blnShowJudges).toBe(true);
    expect((await published()).data.arrJudgesPicks?.[0]?.arrVehicles[0]?.strTotalScore).toBe('22/30');

    await publish({ blnPublished: true, blnShowJudges: false });
    expect((await published()).text).not.toContain(JUDGE_NAME);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'awards-sharing')).orderBy(auditLog.id);
    expect(audit.map((a) => (a.after as { blnShowJudges: boolean }).blnShowJudges)).toEqual([true, true, false]);
  });

  it('the admin’s awards answer says whether they are named', async () => {
    await publish({ blnPublished: true, blnShowJudges: true });
    const res = await ctx.app.inject({ method: 'GET', url: API.awards(show.event.id), headers: show.admin.headers });
    expect(res.json().data.objSharing).toEqual({ blnLinkActive: false, blnPublished: true, blnShowScores: false, blnShowJudges: true });
  });
});

describe('PUT /api/awards/:eventId/publish/ refuses', () => {
  it('no token 401, a judge 403, an unknown event 404, a malformed choice 400, an oversized body 413; nothing changes', async () => {
    expect((await publishAs(undefined, { blnPublished: true, blnShowJudges: true })).statusCode).toBe(401);
    expect((await publishAs(show.ada.headers, { blnPublished: true, blnShowJudges: true })).statusCode).toBe(403);
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: API.awardsPublish(999_999),
      headers: show.admin.headers,
      payload: { blnPublished: true },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await publish({ blnPublished: true, blnShowJudges: 'yes' });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { blnShowJudges: ['Must be true or false.'] }]);
    const oversized = await publish({ blnPublished: true, blnShowJudges: true, padding: 'x'.repeat(1024 * 1024 + 1) });
    expect(oversized.statusCode).toBe(413);
    const [row] = await ctx.database.db
      .select({ at: events.resultsPublishedAt, judges: events.resultsShowJudges })
      .from(events)
      .where(eq(events.id, show.event.id));
    expect(row).toEqual({ at: null, judges: false });
  });
});
