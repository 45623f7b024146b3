import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { dashboardSchema, liveScoreMessageSchema, type Dashboard } from '@showgrid/shared/schemas/results';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { listenForSockets, openSocket, refusedWith, type TestSocket } from '../../../test/helpers/ws-client.ts';
import { castVote, createVotingContext, useVotingContext, verifiedToken, votingShow } from '../../../test/factories/attendee.ts';
import { mappedJudge } from '../../../test/factories/scores.ts';
import { dashboardShow, getDashboard, type DashboardShow } from '../../../test/factories/dashboard.ts';

let sink: SmtpSink;
let ctx: TestContext;
let base: string;
useVotingContext(
  async (started, context) => {
    sink = started;
    ctx = context;
    base = await listenForSockets(ctx.app);
  },
  { reset: false },
);

let show: DashboardShow;
let adminToken: string;
const open: TestSocket[] = [];
beforeEach(async () => {
  await ctx.reset();
  show = await dashboardShow(ctx);
  adminToken = show.admin.headers.authorization.replace('Bearer ', '');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

const dashboardUrl = (eventId: number, token?: string) =>
  `${base}${API.wsDashboard}?event_id=${eventId}${token === undefined ? '' : `&token=${token}`}`;
const liveScoreUrl = (eventId: number, token: string) => `${base}${API.wsLiveScore}?event_id=${eventId}&token=${token}`;

async function connect(url: string, headers?: Record<string, string>): Promise<TestSocket> {
  const socket = await openSocket(url, headers);
  open.push(socket);
  return socket;
}

const isDashboard = (m: unknown): m is Dashboard => dashboardSchema.safeParse(m).success;
const judgedCount = (m: unknown) => (isDashboard(m) ? m.objJudgeStats.objJudgingProgress.intJudgedVehicleCount : -1);

describe('websocket handshake', () => {
  it('is refused without a token, with a bad or expired one, and with a judge’s (before any socket exists)', async () => {
    for (const path of [API.wsDashboard, API.wsLiveScore]) {
      const url = `${base}${path}?event_id=${show.event.id}`;
      expect(await refusedWith(url)).toEqual({ status: 401, body: { detail: expect.any(String) } });
      expect((await refusedWith(`${url}&token=nonsense`)).status).toBe(401);
      const judgeToken = show.ada.headers.authorization.replace('Bearer ', '');
      expect(await refusedWith(`${url}&token=${judgeToken}`)).toEqual({ status: 403, body: { detail: expect.any(String) } });
    }
    ctx.clock.advance(16 * 60 * 1000); // past the access token's 15 minutes
    expect((await refusedWith(dashboardUrl(show.event.id, adminToken))).status).toBe(401);
  });

  it('is refused for an unknown event (404), a malformed one (400) and a foreign Origin (403)', async () => {
    expect(await refusedWith(dashboardUrl(999_999, adminToken))).toEqual({ status: 404, body: { detail: 'Event not found.' } });
    expect((await refusedWith(`${base}${API.wsDashboard}?event_id=abc&token=${adminToken}`)).status).toBe(400);
    expect((await refusedWith(dashboardUrl(show.event.id, adminToken), { origin: 'https://evil.example' })).status).toBe(403);
    // The page's own origin is fine.
    await connect(dashboardUrl(show.event.id, adminToken), { origin: base.replace('ws:', 'http:') });
  });
});

describe('/ws/dashboard', () => {
  it('sends the dashboard on connect, the same as GET /api/dashboard/', async () => {
    const socket = await connect(dashboardUrl(show.event.id, adminToken));
    const first = await socket.take();
    expect(isDashboard(first)).toBe(true);
    // A push for the set-up's own writes may still be on its way through LISTEN when the socket
    // opens; whatever came first, the socket ends on exactly what GET answers.
    const current = await getDashboard(ctx, show.admin.headers, show.event.id);
    if (JSON.stringify(first) !== JSON.stringify(current)) {
      await socket.take((m) => JSON.stringify(m) === JSON.stringify(current), 5000);
    }
  });

  it('sends it again within seconds of a score saved, with the new counts, ranks and arrows', async () => {
    const socket = await connect(dashboardUrl(show.event.id, adminToken));
    expect(judgedCount(await socket.take())).toBe(3);
    const [, v2, v3, v4] = show.paid;
    await show.score(show.ada, v4.id, 10, 5); // v4 15/15 goes straight to the top
    const next = await socket.take((m) => judgedCount(m) === 4, 5000);
    expect(isDashboard(next) && next.arrTopVehicles[0]).toEqual({
      intId: v4.id,
      strName: 'Fiat 500',
      intRank: 1,
      intTotalScore: 15,
      strTotalScore: '15/15',
      intRankVariation: 0,
    });
    expect(isDashboard(next) && next.arrTopVehicles.map((v) => [v.intId, v.intRankVariation])).toEqual([
      [v4.id, 0],
      [show.paid[0].id, -1],
      [v2.id, -1],
      [v3.id, -1],
    ]);
  });

  it('sends it again after a vote is cast and after one is voided', async () => {
    const voting = await votingShow(ctx);
    const socket = await connect(dashboardUrl(voting.event.id, adminToken));
    expect(await socket.take()).toMatchObject({ intEventId: voting.event.id, intTotalAudienceVote: 0 });
    const cast = await castVote(ctx, {
      email: 'fan@example.com',
      intVehicleId: voting.first.id,
      strVoteToken: await verifiedToken(ctx, sink, 'fan@example.com'),
    });
    expect(cast.statusCode, cast.body).toBe(201);
    await socket.take((m) => isDashboard(m) && m.intTotalAudienceVote === 1, 5000);
    const voided = await ctx.app.inject({ method: 'DELETE', url: API.vote(cast.json().data.id), headers: show.admin.headers });
    expect(voided.statusCode).toBe(204);
    await socket.take((m) => isDashboard(m) && m.intTotalAudienceVote === 0, 5000);
  });

  it('sends it again after a vehicle change and a judge mapping change', async () => {
    const socket = await connect(dashboardUrl(show.event.id, adminToken));
    await socket.take();
    const removed = await ctx.app.inject({
      method: 'PUT',
      url: API.mapJudge,
      headers: show.admin.headers,
      payload: { intEventId: show.event.id, listJudgesList: [show.ben.user.id], isAdd: false },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await socket.take((m) => isDashboard(m) && m.objJudgeStats.intTotalJudgeCount === 1, 5000);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${API.vehicles}?intVehicleId=${show.unpaid.id}`,
      headers: show.admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await socket.take((m) => isDashboard(m) && m.objVehicleStats.intTotalRegisteredVehicles === 6, 5000);
  });

  it('sends it again after a judge steps aside and withdraws it (the progress per judge, the coverage page’s cue)', async () => {
    const socket = await connect(dashboardUrl(show.event.id, adminToken));
    await socket.take();
    const v4 = show.paid[3];
    const steppedAside = (m: unknown) =>
      isDashboard(m)
        ? m.objJudgeStats.objJudgingProgress.arrJudgeProgress.find((j) => j.intJudgeId === show.ben.user.id)?.intSteppedAsideCount
        : -1;
    const recusal = { intEventId: show.event.id, intVehicleId: v4.id };
    const stepped = await ctx.app.inject({
      method: 'POST',
      url: API.recusals,
      headers: show.ben.headers,
      payload: { ...recusal, strReason: 'Owner is my brother' },
    });
    expect(stepped.statusCode, stepped.body).toBe(201);
    await socket.take((m) => steppedAside(m) === 1, 5000);
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `${API.recusals}?intEventId=${show.event.id}&intVehicleId=${v4.id}`,
      headers: show.ben.headers,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    await socket.take((m) => steppedAside(m) === 0, 5000);
  });

  it('sends it again when the organiser opens or closes voting now', async () => {
    const socket = await connect(dashboardUrl(show.event.id, adminToken));
    await socket.take();
    const votingState = (m: unknown) => (isDashboard(m) ? m.objVoting.strState : undefined);
    for (const [action, state] of [
      ['open', 'open'],
      ['close', 'closed'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API.event(show.event.id)}voting/`,
        headers: show.admin.headers,
        payload: { strAction: action },
      });
      expect(res.statusCode, res.body).toBe(200);
      await socket.take((m) => votingState(m) === state, 5000);
    }
  });

  it('sends it again when a judge of the event is deleted (the mapping goes with them)', async () => {
    const newcomer = await mappedJudge(ctx, show);
    const socket = await connect(dashboardUrl(show.event.id, adminToken));
    const first = await socket.take();
    const judges = isDashboard(first) ? first.objJudgeStats.intTotalJudgeCount : -1;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${API.judges}?intJudgeId=${newcomer.user.id}`,
      headers: show.admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await socket.take((m) => isDashboard(m) && m.objJudgeStats.intTotalJudgeCount === judges - 1, 5000);
  });

  it('folds a burst of scores into fewer messages and always ends on the final state', async () => {
    const socket = await connect(dashboardUrl(show.event.id, adminToken));
    await socket.take();
    const before = socket.messages.length;
    const [v1, v2, v3, v4] = show.paid;
    const sheets = [v1, v2, v3, v4].flatMap((v) =>
      [show.ada, show.ben].map((judge, j) => ({ judge, vehicle: v, paint: 5 + j, engine: 5 })),
    );
    await Promise.all(sheets.map((s) => show.score(s.judge, s.vehicle.id, s.paint, s.engine)));
    // Every vehicle ends with Ada 10 + Ben 11 = 21/30.
    const final = await socket.take(
      (m) => isDashboard(m) && m.arrTopVehicles.length === 4 && m.arrTopVehicles.every((v) => v.intTotalScore === 21),
      3000,
    );
    expect(final).toEqual(await getDashboard(ctx, show.admin.headers, show.event.id));
    expect(socket.messages.length - before).toBeLessThan(sheets.length);
  });

  it('keeps each socket to its event', async () => {
    const other = await votingShow(ctx);
    const socket = await connect(dashboardUrl(other.event.id, adminToken));
    await socket.take();
    await show.score(show.ada, show.paid[3].id, 1, 1);
    // Whatever the score pushed has been sent once the hub settles; a vote at the socket's own event
    // then pushes after it on the same connection, so its message arriving closes the window.
    await ctx.app.settled();
    const token = await verifiedToken(ctx, sink, 'sentinel@example.com');
    expect((await castVote(ctx, { email: 'sentinel@example.com', intVehicleId: other.first.id, strVoteToken: token })).statusCode).toBe(
      201,
    );
    await socket.take((m) => isDashboard(m) && m.intTotalAudienceVote === 1, 5000);
    expect(socket.messages).toHaveLength(2);
  });
});

describe('/ws/live-score', () => {
  it('sends every scored vehicle’s total on connect, then the new total after each score change', async () => {
    const socket = await connect(liveScoreUrl(show.event.id, adminToken));
    const [v1, v2, v3, v4] = show.paid;
    const snapshot = [await socket.take(), await socket.take(), await socket.take()];
    expect(snapshot.map((m) => liveScoreMessageSchema.parse(m))).toEqual(
      [
        [v1.id, 13, '13/15'],
        [v2.id, 22, '22/30'],
        [v3.id, 10, '10/15'],
      ].map(([id, total, text]) => ({
        type: 'score',
        intEventId: show.event.id,
        intVehicleId: id,
        intTotalScore: total,
        strTotalScore: text,
      })),
    );
    await show.score(show.ben, v4.id, 4, 2);
    expect(await socket.take(undefined, 5000)).toEqual({
      type: 'score',
      intEventId: show.event.id,
      intVehicleId: v4.id,
      intTotalScore: 6,
      strTotalScore: '6/15',
    });
  });

  it('sends every total again when the organiser changes the scoring rule (ADR 029)', async () => {
    const socket = await connect(liveScoreUrl(show.event.id, adminToken));
    const firsts = [await socket.take(), await socket.take(), await socket.take()].map((m) => liveScoreMessageSchema.parse(m).intVehicleId);
    const { data: event } = (await ctx.app.inject({ method: 'GET', url: API.event(show.event.id), headers: show.admin.headers })).json();
    const body = {
      strEventTitle: event.strEventTitle,
      strEventLocation: event.strEventLocation,
      strEventStartDateTime: event.strEventStartDateTime,
      arrVehicleCategory: event.arrVehicleCategory.map((c: { id: number }) => c.id),
      arrJudges: event.arrJudges,
      strScoringRule: 'deduction',
    };
    expect(
      (await ctx.app.inject({ method: 'PUT', url: API.event(show.event.id), headers: show.admin.headers, payload: body })).statusCode,
    ).toBe(200);
    const again = [await socket.take(undefined, 5000), await socket.take(undefined, 5000), await socket.take(undefined, 5000)];
    expect(again.map((m) => liveScoreMessageSchema.parse(m).intVehicleId).sort()).toEqual([...firsts].sort());
  });
});

describe('shutdown', () => {
  it('closes open sockets with 1001 (going away) when the server closes', async () => {
    const other = await createVotingContext(sink);
    const url = await listenForSockets(other.app);
    const admin = await other.authAs('admin');
    const otherShow = await votingShow(other);
    const socket = await openSocket(
      `${url}${API.wsDashboard}?event_id=${otherShow.event.id}&token=${admin.headers.authorization.replace('Bearer ', '')}`,
    );
    await socket.take();
    await other.close();
    expect(await socket.closed).toBe(1001);
  });
});
