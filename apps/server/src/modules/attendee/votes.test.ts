import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { VOTING } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { audienceVotes, auditLog, voteVerifications } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { hashVoteToken } from './otp-service.ts';
import { ALREADY_VOTED, VEHICLE_NOT_FOUND, VERIFY_AGAIN } from './votes-service.ts';
import {
  castVote,
  useVotingContext,
  HOUR,
  MINUTE,
  SECOND,
  verifiedToken,
  voteCounts,
  votingShow,
  windowRefusal,
} from '../../../test/factories/attendee.ts';

const EMAIL = 'ada@example.com';

let sink: SmtpSink;
let ctx: TestContext;
let admin: { authorization: string };
useVotingContext((started, context) => {
  sink = started;
  ctx = context;
});
beforeEach(async () => {
  ({ headers: admin } = await ctx.authAs('admin'));
});

const votesInDb = () => ctx.database.db.select().from(audienceVotes);

describe('POST /api/attendee/attendee-vote/', () => {
  it('send → verify → vote: 201, the count goes up by one, the token is used up', async () => {
    const show = await votingShow(ctx);
    expect(await voteCounts(ctx, admin, show.event.id)).toEqual([]);

    const token = await verifiedToken(ctx, sink, EMAIL);
    const res = await castVote(ctx, { email: 'Ada@Example.com', intVehicleId: show.first.id, strVoteToken: token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      detail: 'Vote successfully registered!',
      data: { id: expect.any(Number), intEventId: show.event.id, intVehicleId: show.first.id, dtCreatedAt: expect.any(String) },
    });
    expect(await voteCounts(ctx, admin, show.event.id)).toEqual([{ intVehicleId: show.first.id, numberOfVotes: 1 }]);
    const [row] = await votesInDb();
    expect(row?.email).toBe(EMAIL);
    const [verification] = await ctx.database.db.select().from(voteVerifications);
    expect(verification?.usedAt).not.toBeNull();

    // The same token cannot cast a second vote, not even at another show.
    const other = await votingShow(ctx);
    const reused = await castVote(ctx, { email: EMAIL, intVehicleId: other.first.id, strVoteToken: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ email: [VERIFY_AGAIN] });
  });

  it('refuses a second vote by the same address at the same show (409) and keeps the first', async () => {
    const show = await votingShow(ctx);
    const first = await castVote(ctx, { email: EMAIL, intVehicleId: show.first.id, strVoteToken: await verifiedToken(ctx, sink, EMAIL) });
    expect(first.statusCode).toBe(201);
    ctx.clock.advance(VOTING.otpResendSeconds * SECOND);

    const second = await castVote(ctx, { email: EMAIL, intVehicleId: show.second.id, strVoteToken: await verifiedToken(ctx, sink, EMAIL) });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ intVehicleId: [ALREADY_VOTED] });
    const rows = await votesInDb();
    expect(rows.map((row) => row.vehicleId)).toEqual([show.first.id]);
    expect(await voteCounts(ctx, admin, show.event.id)).toEqual([{ intVehicleId: show.first.id, numberOfVotes: 1 }]);
  });

  it('lets the same address vote once at each of two shows', async () => {
    const spring = await votingShow(ctx);
    const autumn = await votingShow(ctx, 2 * HOUR);
    expect(
      (await castVote(ctx, { email: EMAIL, intVehicleId: spring.first.id, strVoteToken: await verifiedToken(ctx, sink, EMAIL) }))
        .statusCode,
    ).toBe(201);
    ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
    expect(
      (await castVote(ctx, { email: EMAIL, intVehicleId: autumn.first.id, strVoteToken: await verifiedToken(ctx, sink, EMAIL) }))
        .statusCode,
    ).toBe(201);
    expect(await votesInDb()).toHaveLength(2);
  });

  it('ends concurrent votes of one address (two verifications) as one row', async () => {
    const show = await votingShow(ctx);
    const tokenA = await verifiedToken(ctx, sink, EMAIL);
    ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
    const tokenB = await verifiedToken(ctx, sink, EMAIL);
    const answers = await Promise.all([
      castVote(ctx, { email: EMAIL, intVehicleId: show.first.id, strVoteToken: tokenA }),
      castVote(ctx, { email: EMAIL, intVehicleId: show.second.id, strVoteToken: tokenB }),
      castVote(ctx, { email: EMAIL, intVehicleId: show.first.id, strVoteToken: tokenA }),
      castVote(ctx, { email: EMAIL, intVehicleId: show.second.id, strVoteToken: tokenB }),
    ]);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) expect([400, 409]).toContain(res.statusCode);
    expect(await votesInDb()).toHaveLength(1);
  });

  it('a crowd after the announcement: 100 visitors each tapping Vote twice at once make 100 votes, counted right', async () => {
    const show = await votingShow(ctx);
    const now = ctx.clock.now();
    const crowd = Array.from({ length: 100 }, (_, i) => ({
      email: `visitor${String(i)}@example.com`,
      token: randomBytes(32).toString('base64url'),
      vehicleId: i % 3 === 0 ? show.second.id : show.first.id,
    }));
    await ctx.database.db.insert(voteVerifications).values(
      crowd.map((v) => ({
        email: v.email,
        tokenHash: hashVoteToken(v.token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + 15 * MINUTE),
      })),
    );
    const taps = crowd
      .flatMap((v) => [v, v])
      .map((v, i) => castVote(ctx, { email: v.email, intVehicleId: v.vehicleId, strVoteToken: v.token }, `198.51.100.${String(i % 200)}`));
    const statuses = (await Promise.all(taps)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    for (const status of statuses.filter((s) => s !== 201)) expect([400, 409]).toContain(status);
    expect(await votesInDb()).toHaveLength(100);
    const seconds = crowd.filter((v) => v.vehicleId === show.second.id).length;
    expect(await voteCounts(ctx, admin, show.event.id)).toEqual(
      expect.arrayContaining([
        { intVehicleId: show.first.id, numberOfVotes: 100 - seconds },
        { intVehicleId: show.second.id, numberOfVotes: seconds },
      ]),
    );
  });

  it('refuses a vote without a verification, with another address’s token, or with a made-up token', async () => {
    const show = await votingShow(ctx);
    const graceToken = await verifiedToken(ctx, sink, 'grace@example.com');

    const missing = await castVote(ctx, { email: EMAIL, intVehicleId: show.first.id } as never);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ strVoteToken: ['Verify your e-mail address first.'] });

    const borrowed = await castVote(ctx, { email: EMAIL, intVehicleId: show.first.id, strVoteToken: graceToken });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toEqual({ email: [VERIFY_AGAIN] });

    const madeUp = await castVote(ctx, { email: EMAIL, intVehicleId: show.first.id, strVoteToken: 'x'.repeat(43) });
    expect(madeUp.json()).toEqual({ email: [VERIFY_AGAIN] });
    expect(await votesInDb()).toHaveLength(0);

    // Grace's token was not spent by the refusals.
    expect((await castVote(ctx, { email: 'grace@example.com', intVehicleId: show.first.id, strVoteToken: graceToken })).statusCode).toBe(
      201,
    );
  });

  it('refuses a verification older than 15 minutes', async () => {
    const show = await votingShow(ctx);
    const token = await verifiedToken(ctx, sink, EMAIL);
    ctx.clock.advance(VOTING.verificationMinutes * MINUTE);
    const res = await castVote(ctx, { email: EMAIL, intVehicleId: show.first.id, strVoteToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [VERIFY_AGAIN] });
  });

  it('refuses an unknown or unpaid vehicle (404 keyed intVehicleId) and keeps the token for a good vote', async () => {
    const show = await votingShow(ctx);
    const token = await verifiedToken(ctx, sink, EMAIL);
    for (const intVehicleId of [999_999, show.unpaid.id]) {
      const res = await castVote(ctx, { email: EMAIL, intVehicleId, strVoteToken: token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ intVehicleId: [VEHICLE_NOT_FOUND] });
    }
    expect((await castVote(ctx, { email: EMAIL, intVehicleId: show.first.id, strVoteToken: token })).statusCode).toBe(201);
  });

  it('takes votes only from 12 hours before the start to 72 hours after; outside, 409 says when it opens or closed', async () => {
    const later = await votingShow(ctx, VOTING.opensHoursBeforeStart * HOUR + MINUTE);
    const past = await votingShow(ctx, -(VOTING.closesHoursAfterStart * HOUR + MINUTE));
    const token = await verifiedToken(ctx, sink, EMAIL);

    const early = await castVote(ctx, { email: EMAIL, intVehicleId: later.first.id, strVoteToken: token });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ intVehicleId: [windowRefusal(ctx, later)] });
    expect(windowRefusal(ctx, later)).toMatch(/^Voting for this show opens on \d+ \w+ \d{4}, \d\d:\d\d UTC\.$/);
    const late = await castVote(ctx, { email: EMAIL, intVehicleId: past.first.id, strVoteToken: token });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ intVehicleId: [windowRefusal(ctx, past)] });
    expect(windowRefusal(ctx, past)).toMatch(/^Voting for this show closed on /);
    expect(await votesInDb()).toHaveLength(0);

    ctx.clock.advance(2 * MINUTE);
    expect((await castVote(ctx, { email: EMAIL, intVehicleId: later.first.id, strVoteToken: token })).statusCode).toBe(201);
  });

  it.each([
    [{ email: 'nope', intVehicleId: 1, strVoteToken: 't' }, 'email'],
    [{ email: EMAIL, intVehicleId: 'one', strVoteToken: 't' }, 'intVehicleId'],
    [{ email: EMAIL, strVoteToken: 't' }, 'intVehicleId'],
    [{ email: EMAIL, intVehicleId: 1, strVoteToken: '' }, 'strVoteToken'],
  ])('refuses the malformed body %j, keyed %s', async (payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url: API.votes, payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
  });
});

describe('admin: counts, the list behind them, voiding', () => {
  async function twoVotes() {
    const show = await votingShow(ctx);
    for (const email of ['ada@example.com', 'grace@example.com']) {
      const res = await castVote(ctx, { email, intVehicleId: show.first.id, strVoteToken: await verifiedToken(ctx, sink, email) });
      expect(res.statusCode).toBe(201);
      ctx.clock.advance(SECOND);
    }
    const bob = await castVote(ctx, {
      email: 'bob@example.org',
      intVehicleId: show.second.id,
      strVoteToken: await verifiedToken(ctx, sink, 'bob@example.org'),
    });
    expect(bob.statusCode).toBe(201);
    return show;
  }

  it('counts votes per vehicle, filtered by vehicle on request', async () => {
    const show = await twoVotes();
    expect(await voteCounts(ctx, admin, show.event.id)).toEqual([
      { intVehicleId: show.first.id, numberOfVotes: 2 },
      { intVehicleId: show.second.id, numberOfVotes: 1 },
    ]);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `${API.votes}?intEventId=${show.event.id}&intVehicleId=${show.second.id}`,
      headers: admin,
    });
    expect(one.json()).toEqual({ data: [{ intVehicleId: show.second.id, numberOfVotes: 1 }] });
    const missing = await ctx.app.inject({ method: 'GET', url: API.votes, headers: admin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ intEventId: ['This field is required.'] });
  });

  it('lists a vehicle’s votes newest first with masked addresses', async () => {
    const show = await twoVotes();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API.voteList}?intEventId=${show.event.id}&intVehicleId=${show.first.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().data;
    expect(items.map((v: { strEmailMasked: string }) => v.strEmailMasked)).toEqual(['g•••@example.com', 'a•••@example.com']);
    expect(res.body).not.toContain('grace');
  });

  it('voids a vote: 204, audited with the address masked, no longer counted, and the address still cannot vote again', async () => {
    const show = await twoVotes();
    const [ada] = await ctx.database.db.select().from(audienceVotes).where(eq(audienceVotes.email, 'ada@example.com'));
    const res = await ctx.app.inject({ method: 'DELETE', url: API.vote(ada!.id), headers: admin });
    expect(res.statusCode).toBe(204);
    expect(await voteCounts(ctx, admin, show.event.id)).toEqual([
      { intVehicleId: show.first.id, numberOfVotes: 1 },
      { intVehicleId: show.second.id, numberOfVotes: 1 },
    ]);

    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'audience-vote'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'void', entityId: String(ada!.id) });
    expect(audits[0]?.before).toMatchObject({
      id: ada!.id,
      intVehicleId: show.first.id,
      strEmailMasked: 'a•••@example.com',
      dtVoidedAt: null,
    });
    expect(audits[0]?.after).toMatchObject({ dtVoidedAt: expect.any(String) });
    expect(JSON.stringify(audits[0])).not.toContain('ada@example.com');

    ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
    const again = await castVote(ctx, {
      email: 'ada@example.com',
      intVehicleId: show.second.id,
      strVoteToken: await verifiedToken(ctx, sink, 'ada@example.com'),
    });
    expect(again.statusCode).toBe(409);

    const twice = await ctx.app.inject({ method: 'DELETE', url: API.vote(ada!.id), headers: admin });
    expect(twice.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: API.vote(999_999), headers: admin })).statusCode).toBe(404);
  });

  it('refuses the admin routes to visitors and judges', async () => {
    const show = await twoVotes();
    const judge = await ctx.authAs('judge');
    const [vote] = await votesInDb();
    const requests = [
      { method: 'GET' as const, url: `${API.votes}?intEventId=${show.event.id}` },
      { method: 'GET' as const, url: `${API.voteList}?intEventId=${show.event.id}&intVehicleId=${show.first.id}` },
      { method: 'DELETE' as const, url: API.vote(vote!.id) },
    ];
    for (const request of requests) {
      expect((await ctx.app.inject(request)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...request, headers: judge.headers })).statusCode).toBe(403);
    }
    expect(await votesInDb()).toHaveLength(3);
  });

  it('keeps a vehicle with counted votes from being deleted', async () => {
    const show = await twoVotes();
    const res = await ctx.app.inject({ method: 'DELETE', url: `${API.vehicles}?intVehicleId=${show.second.id}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('1 audience vote');
  });
});
