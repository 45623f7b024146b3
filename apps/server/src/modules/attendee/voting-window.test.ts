import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { VOTING } from '@showgrid/shared/limits';
import { whenText } from '@showgrid/shared/time-text';
import { VOTING_WINDOW_ORDER } from '@showgrid/shared/voting-window';
import { auditLog, audienceVotes, events } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { getDashboard } from '../../../test/factories/dashboard.ts';
import { castVote, HOUR, MINUTE, useVotingContext, verifiedToken, votingShow, type VotingShow } from '../../../test/factories/attendee.ts';

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext((s, c) => {
  sink = s;
  ctx = c;
});

type Headers = { authorization: string };
const iso = (ms: number) => new Date(ms).toISOString();

const votingNow = (headers: Headers | undefined, eventId: number | string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `${API.events}${String(eventId)}/voting/`,
    ...(headers ? { headers } : {}),
    payload: payload as object,
  });

const readEvent = async (headers: Headers, eventId: number) => {
  const res = await ctx.app.inject({ method: 'GET', url: API.event(eventId), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** The event's PUT body as the form sends it, with `extra` over it. */
const putEvent = (headers: Headers, show: VotingShow, extra: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: API.event(show.event.id),
    headers,
    payload: {
      strEventTitle: show.event.title,
      strEventLocation: show.event.location,
      strEventStartDateTime: show.event.startsAt.toISOString(),
      arrVehicleCategory: [show.category.id],
      arrJudges: [],
      ...extra,
    },
  });

const voteFor = async (show: VotingShow, email: string) =>
  castVote(ctx, { email, intVehicleId: show.first.id, strVoteToken: await verifiedToken(ctx, sink, email) });

describe('the voting window of an event', () => {
  it('is today’s rule until the organiser sets it: 12 h before the start to 72 h after, in every event read', async () => {
    const admin = await ctx.authAs('admin');
    const show = await votingShow(ctx);
    const start = show.event.startsAt.getTime();
    const event = await readEvent(admin.headers, show.event.id);
    expect(event).toMatchObject({
      dtVotingOpensAt: null,
      dtVotingClosesAt: null,
      objVotingWindow: {
        strState: 'open',
        dtOpensAt: iso(start - VOTING.opensHoursBeforeStart * HOUR),
        dtClosesAt: iso(start + VOTING.closesHoursAfterStart * HOUR),
      },
    });
  });

  it('takes the organiser’s times on update, keeps them when left out, goes back to the rule with null; refuses a window that closes before it opens', async () => {
    const admin = await ctx.authAs('admin');
    const show = await votingShow(ctx, 10 * HOUR);
    const now = ctx.clock.now().getTime();
    const opens = iso(now + 30 * MINUTE);
    const closes = iso(now + 5 * HOUR);
    const set = await putEvent(admin.headers, show, { dtVotingOpensAt: opens, dtVotingClosesAt: closes });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      dtVotingOpensAt: opens,
      dtVotingClosesAt: closes,
      objVotingWindow: { strState: 'not-yet', dtOpensAt: opens, dtClosesAt: closes },
    });
    // The visitor is told when it opens, in the show's zone (UTC in these tests).
    const early = await voteFor(show, 'early@example.com');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ intVehicleId: [`Voting for this show opens on ${whenText(new Date(opens), 'UTC')}.`] });

    expect((await putEvent(admin.headers, show, { strEventTitle: 'Renamed' })).json().data).toMatchObject({
      dtVotingOpensAt: opens,
      dtVotingClosesAt: closes,
    });

    const backwards = await putEvent(admin.headers, show, { dtVotingOpensAt: closes, dtVotingClosesAt: opens, strEventTitle: 'Not saved' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ dtVotingClosesAt: [VOTING_WINDOW_ORDER] });
    expect((await readEvent(admin.headers, show.event.id)).strEventTitle).toBe('Renamed');

    const malformed = await putEvent(admin.headers, show, { dtVotingOpensAt: 'tomorrow' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['dtVotingOpensAt']);

    const reset = await putEvent(admin.headers, show, { dtVotingOpensAt: null, dtVotingClosesAt: null });
    expect(reset.json().data).toMatchObject({ dtVotingOpensAt: null, dtVotingClosesAt: null, objVotingWindow: { strState: 'open' } });
  });

  it('“Open voting now” opens a window not yet open; “Close voting now” closes it, for codes verified before too; both audited, the dashboard follows', async () => {
    const admin = await ctx.authAs('admin');
    const show = await votingShow(ctx, 2 * 24 * HOUR);
    expect((await voteFor(show, 'tooearly@example.com')).statusCode).toBe(409);

    const opened = await votingNow(admin.headers, show.event.id, { strAction: 'open' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.objVotingWindow.strState).toBe('open');
    expect((await getDashboard(ctx, admin.headers, show.event.id)).objVoting.strState).toBe('open');
    expect((await voteFor(show, 'first@example.com')).statusCode).toBe(201);

    // A visitor mid-flow: code verified while open, vote sent after the close.
    const token = await verifiedToken(ctx, sink, 'midflow@example.com');
    ctx.clock.advance(MINUTE);
    const asked = ctx.clock.now().getTime();
    const closed = await votingNow(admin.headers, show.event.id, { strAction: 'close' });
    expect(closed.statusCode, closed.body).toBe(200);
    const closedAt: string = closed.json().data.objVotingWindow.dtClosesAt;
    expect(new Date(closedAt).getTime()).toBeGreaterThanOrEqual(asked);
    expect(new Date(closedAt).getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
    const refusal = `Voting for this show closed on ${whenText(new Date(closedAt), 'UTC')}.`;
    const late = await castVote(ctx, { email: 'midflow@example.com', intVehicleId: show.first.id, strVoteToken: token });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ intVehicleId: [refusal] });
    // No code is sent for it either.
    const code = await ctx.app.inject({
      method: 'POST',
      url: API.sendOtp,
      payload: { email: 'new@example.com', intVehicleId: show.first.id },
      remoteAddress: '198.51.100.7',
    });
    expect(code.statusCode).toBe(409);
    expect(code.json()).toEqual({ intVehicleId: [refusal] });
    expect((await getDashboard(ctx, admin.headers, show.event.id)).objVoting).toMatchObject({ strState: 'closed', dtClosesAt: closedAt });
    const votes = await ctx.database.db.select().from(audienceVotes).where(eq(audienceVotes.eventId, show.event.id));
    expect(votes.map((v) => v.email)).toEqual(['first@example.com']);

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(show.event.id))));
    expect(audited).toHaveLength(2);
    expect(audited.map((row) => (row.after as { dtVotingClosesAt: string | null }).dtVotingClosesAt)).toContain(closedAt);
  });

  it('“Open voting now” after the window closed reopens it for the default length', async () => {
    const admin = await ctx.authAs('admin');
    const show = await votingShow(ctx, -(VOTING.closesHoursAfterStart + 5) * HOUR);
    const asked = ctx.clock.now().getTime();
    const reopened = await votingNow(admin.headers, show.event.id, { strAction: 'open' });
    const window = reopened.json().data.objVotingWindow;
    expect(window.strState).toBe('open');
    const opensAt = new Date(window.dtOpensAt).getTime();
    expect(opensAt).toBeGreaterThanOrEqual(asked);
    expect(opensAt).toBeLessThanOrEqual(ctx.clock.now().getTime());
    expect(window.dtClosesAt).toBe(iso(opensAt + VOTING.closesHoursAfterStart * HOUR));
    expect((await voteFor(show, 'latecomer@example.com')).statusCode).toBe(201);
  });

  it('refuses: no token 401, a judge 403, a malformed body 400, an unknown event 404; nothing changes', async () => {
    const admin = await ctx.authAs('admin');
    const judge = await ctx.authAs('judge');
    const show = await votingShow(ctx, 2 * 24 * HOUR);
    const before = await ctx.database.db.select().from(events).where(eq(events.id, show.event.id));
    expect((await votingNow(undefined, show.event.id, { strAction: 'open' })).statusCode).toBe(401);
    const denied = await votingNow(judge.headers, show.event.id, { strAction: 'open' });
    expect(denied.statusCode).toBe(403);
    for (const payload of [{ strAction: 'maybe' }, {}, { strAction: ['open'] }]) {
      const res = await votingNow(admin.headers, show.event.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['strAction']);
    }
    expect((await votingNow(admin.headers, 999_999, { strAction: 'close' })).statusCode).toBe(404);
    expect((await votingNow(admin.headers, 'abc', { strAction: 'close' })).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(events).where(eq(events.id, show.event.id))).toEqual(before);
  });

  it('a burst of 100 opens and closes at once: each one audited, the window always one of them (never closing before it opens)', async () => {
    const admin = await ctx.authAs('admin');
    const show = await votingShow(ctx, 2 * 24 * HOUR);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => votingNow(admin.headers, show.event.id, { strAction: i % 2 === 0 ? 'open' : 'close' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 100 }, () => 200));
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, show.event.id));
    // Taken one at a time on the event's lock: the last one decides. An open last: [at, a later
    // end) (an open while open keeps its end); a close last: [an earlier open, at). Either way it
    // opened by now, never closes before it opens, and the state shown is the one stored.
    const opens = row?.votingOpensAt?.getTime() ?? Number.NaN;
    const closes = row?.votingClosesAt?.getTime() ?? Number.NaN;
    expect(closes).toBeGreaterThanOrEqual(opens);
    const readAt = ctx.clock.now().getTime();
    expect(opens).toBeLessThanOrEqual(readAt);
    const state = (await readEvent(admin.headers, show.event.id)).objVotingWindow.strState;
    expect(state).toBe(closes > readAt ? 'open' : 'closed');
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(show.event.id))));
    expect(audited).toHaveLength(100);
  });
});
