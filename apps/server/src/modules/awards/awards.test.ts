import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { awardsSchema, publishedResultsSchema, type Awards } from '@showgrid/shared/schemas/awards';
import { auditLog } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { dashboardShow, type DashboardShow } from '../../../test/factories/dashboard.ts';

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
    expect(data.arrJudgesPicks).toEqual([
      { strJudgeName: expect.any(String), arrVehicles: [expect.objectContaining({ intVehicleId: v2?.id })] },
    ]);
  });

  it('refuses: no token 401, a judge 403, an unknown event 404, a malformed id 400', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: API.awards(show.event.id) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: API.awards(show.event.id), headers: show.ada.headers })).statusCode).toBe(403);
    const unknown = await ctx.app.inject({ method: 'GET', url: API.awards(999_999), headers: show.admin.headers });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: 'Event not found.' }]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/awards/abc/', headers: show.admin.headers })).statusCode).toBe(400);
  });
});

describe('the read-only link', () => {
  it('opens the awards without a sign-in until the admin revokes it; a new link replaces the old; each change audited', async () => {
    const made = await ctx.app.inject({ method: 'POST', url: API.awardsLink(show.event.id), headers: show.admin.headers });
    expect(made.statusCode, made.body).toBe(201);
    const token: string = made.json().data.strToken;
    expect(token).toMatch(/^[\w-]{43}$/);
    const open = await ctx.app.inject({ method: 'GET', url: API.awardsShared(token) });
    expect(open.statusCode).toBe(200);
    expect(awardsSchema.parse(open.json().data).intEventId).toBe(show.event.id);
    expect(open.json().data.objSharing).toBeUndefined();
    expect((await awards(show.admin.headers, show.event.id)).objSharing).toEqual({
      blnLinkActive: true,
      blnPublished: false,
      blnShowScores: false,
      blnShowJudges: false,
    });

    const again = await ctx.app.inject({ method: 'POST', url: API.awardsLink(show.event.id), headers: show.admin.headers });
    const second: string = again.json().data.strToken;
    expect((await ctx.app.inject({ method: 'GET', url: API.awardsShared(token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: API.awardsShared(second) })).statusCode).toBe(200);

    expect((await ctx.app.inject({ method: 'DELETE', url: API.awardsLink(show.event.id), headers: show.admin.headers })).statusCode).toBe(
      204,
    );
    const revoked = await ctx.app.inject({ method: 'GET', url: API.awardsShared(second) });
    expect([revoked.statusCode, revoked.json()]).toEqual([
      404,
      { detail: 'This link is not valid any more. Ask the organiser for a new one.' },
    ]);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'awards-sharing'));
    expect(audit.map((a) => (a.after as { blnLinkActive: boolean }).blnLinkActive)).toEqual([true, true, false]);
    expect(JSON.stringify(audit)).not.toContain(second);
  });

  it('refuses: a made-up or malformed token, a judge making a link, an unknown event', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: API.awardsShared('a'.repeat(43)) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: API.awardsShared('not*a*token*at*all*') })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: API.awardsLink(show.event.id), headers: show.ada.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: API.awardsLink(999_999), headers: show.admin.headers })).statusCode).toBe(404);
  });

  it('20 parallel new links: exactly one works afterwards', async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, () => ctx.app.inject({ method: 'POST', url: API.awardsLink(show.event.id), headers: show.admin.headers })),
    );
    expect(made.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const opened = await Promise.all(made.map((r) => ctx.app.inject({ method: 'GET', url: API.awardsShared(r.json().data.strToken) })));
    expect(opened.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });
});

describe('published results', () => {
  const publish = (body: object) =>
    ctx.app.inject({ method: 'PUT', url: API.awardsPublish(show.event.id), headers: show.admin.headers, payload: body });
  // Read once every instance heard the last change (the published results are read from a cache refreshed after commit).
  const published = async () => {
    await ctx.app.settled();
    return ctx.app.inject({ method: 'GET', url: API.awardsPublished(show.event.id) });
  };

  it('are not there until published; then winners without scores, with scores if chosen; taken back, gone again', async () => {
    expect([(await published()).statusCode, (await published()).json()]).toEqual([
      404,
      { detail: 'The results of this show are not published yet.' },
    ]);
    expect((await publish({ blnPublished: true })).json().data).toEqual({
      blnLinkActive: false,
      blnPublished: true,
      blnShowScores: false,
      blnShowJudges: false,
    });
    const plain = publishedResultsSchema.parse((await published()).json().data);
    const classic = plain.arrCategories.find((c) => c.intCategoryId === show.category.id);
    expect(classic?.arrPodium.map((p) => [p.intRank, p.strTotalScore])).toEqual([
      [1, undefined],
      [2, undefined],
      [3, undefined],
    ]);

    await publish({ blnPublished: true, blnShowScores: true });
    const scored = publishedResultsSchema.parse((await published()).json().data);
    expect(scored.arrCategories.find((c) => c.intCategoryId === show.category.id)?.arrPodium[0]?.strTotalScore).toBe('13/15');

    await publish({ blnPublished: false });
    expect((await published()).statusCode).toBe(404);
  });

  it('refuses a malformed body, a judge, no token; changes nothing', async () => {
    expect((await publish({ blnPublished: 'yes' })).json()).toEqual({ blnPublished: ['Must be true or false.'] });
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: API.awardsPublish(show.event.id),
          headers: show.ada.headers,
          payload: { blnPublished: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: API.awardsPublish(show.event.id), payload: { blnPublished: true } })).statusCode,
    ).toBe(401);
    expect((await published()).statusCode).toBe(404);
  });
});
