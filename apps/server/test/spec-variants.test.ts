import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { postScore, scoreBody, scoringShow } from './factories/scores.ts';
import { createShow } from './factories/vehicles.ts';
import { watchDatabase } from './security/db-watch.ts';
import { useTestContext, type TestContext } from './helpers/test-app.ts';

/**
 * The SPEC §7 spellings served beside our own paths (issue 15 item 11): the id in the body or the
 * query instead of the address. The happy paths are walked in spec-client/; here, bad input.
 */
let ctx: TestContext;
useTestContext((c) => (ctx = c));

const eventBody = (startsAt: Date) => ({
  strEventTitle: 'Spring Classic',
  strEventLocation: 'Riverside Park',
  strEventStartDateTime: startsAt.toISOString(),
});

describe('PUT /api/event/manage-event/ and DELETE ?id=', () => {
  it('refuse a missing or unknown id, and a judge, changing nothing', async () => {
    const { headers } = await ctx.authAs('admin');
    const judge = await ctx.authAs('judge');
    const show = await createShow(ctx);
    const watch = await watchDatabase(ctx.database, () => ctx.app.settled());
    const body = eventBody(show.event.startsAt);

    const noId = await ctx.app.inject({ method: 'PUT', url: API.events, headers, payload: body });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toEqual({ id: ['This field is required.'] });
    expect((await ctx.app.inject({ method: 'PUT', url: API.events, headers, payload: { ...body, id: 999_999 } })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: API.events, headers: judge.headers, payload: { ...body, id: show.event.id } }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: API.events, payload: { ...body, id: show.event.id } })).statusCode).toBe(401);

    const noQuery = await ctx.app.inject({ method: 'DELETE', url: API.events, headers });
    expect(noQuery.statusCode).toBe(400);
    expect(noQuery.json()).toEqual({ id: ['This field is required.'] });
    expect((await ctx.app.inject({ method: 'DELETE', url: `${API.events}?id=abc`, headers })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${API.events}?id=999999`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${API.events}?id=${show.event.id}`, headers: judge.headers })).statusCode).toBe(
      403,
    );
    expect(await watch.changes()).toEqual([]);
  });

  it('GET ?id= answers one event, and a judge only theirs', async () => {
    const { headers } = await ctx.authAs('admin');
    const judge = await ctx.authAs('judge');
    const show = await createShow(ctx);
    const one = await ctx.app.inject({ method: 'GET', url: `${API.events}?id=${show.event.id}`, headers });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ id: show.event.id, strEventTitle: show.event.title });
    expect((await ctx.app.inject({ method: 'GET', url: `${API.events}?id=${show.event.id}`, headers: judge.headers })).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /api/score-entry/ with intScoreId in the body', () => {
  it('refuses a missing, unknown or another judge’s id, changing nothing', async () => {
    const show = await scoringShow(ctx);
    const saved = await postScore(ctx, show.judge.headers, scoreBody(show, show.paid[0].id));
    const entryId: number = saved.json().data.intScoreId;
    const other = await ctx.authAs('judge');
    const watch = await watchDatabase(ctx.database, () => ctx.app.settled());
    const body = scoreBody(show, show.paid[0].id, { paint: 9, engine: 1 }, { dtEditedAt: '2025-06-01T10:00:00.000Z' });

    const noId = await ctx.app.inject({ method: 'PUT', url: API.scoreEntries, headers: show.judge.headers, payload: body });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toEqual({ intScoreId: ['This field is required.'] });
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: API.scoreEntries,
          headers: show.judge.headers,
          payload: { ...body, intScoreId: 999_999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: API.scoreEntries, headers: other.headers, payload: { ...body, intScoreId: entryId } }))
        .statusCode,
    ).toBe(404);
    expect(await watch.changes()).toEqual([]);

    const ok = await ctx.app.inject({
      method: 'PUT',
      url: API.scoreEntries,
      headers: show.judge.headers,
      payload: { ...body, intScoreId: entryId },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ intScoreId: entryId, objParameterWiseScore: { [String(show.paint.id)]: 9 } });
  });
});

describe('GET /api/attendee/attendee-vote/ by vehicle alone', () => {
  it('needs an event or a vehicle', async () => {
    const { headers } = await ctx.authAs('admin');
    const none = await ctx.app.inject({ method: 'GET', url: API.votes, headers });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ intEventId: ['This field is required.'] });
    const unknown = await ctx.app.inject({ method: 'GET', url: `${API.votes}?intVehicleId=999999`, headers });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: [] });
  });
});
