import { describe, expect, it } from 'vitest';
import { VOTING } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { eq } from 'drizzle-orm';
import { audienceVotes } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { ALREADY_VOTED, VEHICLE_NOT_FOUND } from './votes-service.ts';
import { castVote, HOUR, MINUTE, SECOND, verifiedToken, votingShow, useVotingContext, windowRefusal } from './test-support.ts';

/**
 * send-email-otp with the optional intVehicleId (issue 15, item 6): an inbox that already voted at
 * that vehicle's event is told so before a code is sent. The answer tells anyone who asks whether
 * an address voted, so it needs a vehicle taking votes now and is counted like asking for a code.
 */

const VOTER = 'xy@gmail.com';
const VENUE = '198.51.100.7';
const ELSEWHERE = '192.0.2.99';
const SEND_LIMIT = 3;

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext(
  (started, context) => {
    sink = started;
    ctx = context;
  },
  { env: { OTP_SEND_PER_IP_PER_HOUR: String(SEND_LIMIT) } },
);

const askCode = (email: string, intVehicleId?: unknown, ip = ELSEWHERE) =>
  ctx.app.inject({ method: 'POST', url: API.sendOtp, payload: { email, intVehicleId }, remoteAddress: ip });

/** A show where VOTER has voted (for its first vehicle); the clock past the resend pause. */
async function votedShow() {
  const show = await votingShow(ctx);
  const voted = await castVote(ctx, { email: VOTER, intVehicleId: show.first.id, strVoteToken: await verifiedToken(ctx, sink, VOTER) }, ELSEWHERE);
  expect(voted.statusCode).toBe(201);
  ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
  sink.messages.length = 0;
  return show;
}

describe('POST /api/attendee/send-email-otp/ with intVehicleId', () => {
  it('tells an inbox that voted at this show so, under any spelling and for any of its vehicles, and sends no code', async () => {
    const show = await votedShow();
    for (const [email, vehicle] of [
      [VOTER, show.first.id],
      ['x.y+again@gmail.com', show.second.id],
      ['XY@googlemail.com', show.first.id],
    ] as const) {
      const res = await askCode(email, vehicle);
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual({ email: [ALREADY_VOTED] });
    }
    expect(sink.messages).toHaveLength(0);
  });

  it('still tells it after its vote was voided (a voided vote keeps the inbox’s one vote)', async () => {
    const show = await votedShow();
    await ctx.database.db.update(audienceVotes).set({ voidedAt: ctx.clock.now() }).where(eq(audienceVotes.email, VOTER));
    expect((await askCode(VOTER, show.second.id)).statusCode).toBe(409);
  });

  it('sends the code as before to an inbox that has not voted there, at another show, or without intVehicleId', async () => {
    const show = await votedShow();
    const nextShow = await votingShow(ctx, 2 * HOUR);
    expect((await askCode('ada@example.com', show.first.id)).statusCode).toBe(200);
    expect((await askCode(VOTER, nextShow.first.id)).statusCode).toBe(200);
    ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
    expect((await askCode(VOTER)).json()).toEqual({ detail: 'OTP Sent', intResendAfter: VOTING.otpResendSeconds });
    expect(sink.messages.flatMap((mail) => mail.to)).toEqual(['ada@example.com', VOTER, VOTER]);
  });

  it('a vehicle that takes no votes now answers as the vote would (keyed intVehicleId) and sends no code', async () => {
    const show = await votingShow(ctx);
    const later = await votingShow(ctx, VOTING.opensHoursBeforeStart * HOUR + MINUTE);
    const past = await votingShow(ctx, -(VOTING.closesHoursAfterStart * HOUR + MINUTE));
    const cases: [number, number, string][] = [
      [999_999, 404, VEHICLE_NOT_FOUND],
      [show.unpaid.id, 404, VEHICLE_NOT_FOUND],
      [later.first.id, 409, windowRefusal(ctx, later)],
      [past.first.id, 409, windowRefusal(ctx, past)],
    ];
    for (const [n, [vehicle, status, message]] of cases.entries()) {
      // Each from a network of its own: these answers count against the network's small limit here.
      const res = await askCode('ada@example.com', vehicle, `192.0.2.${String(n + 1)}`);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ intVehicleId: [message] });
    }
    expect(sink.messages).toHaveLength(0);
  });

  it.each([['one'], [0], [-3], [1.5]])('refuses intVehicleId %j (400 keyed intVehicleId)', async (intVehicleId) => {
    const res = await askCode('ada@example.com', intVehicleId);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['intVehicleId']);
    expect(sink.messages).toHaveLength(0);
  });
});

describe('asking whether an address voted is limited like asking for a code', () => {
  it(`past OTP_SEND_PER_IP_PER_HOUR (${String(SEND_LIMIT)}) from one network: 429, in a burst and one by one`, async () => {
    const show = await votedShow();
    const burst = await Promise.all(Array.from({ length: 20 }, () => askCode(VOTER, show.first.id, VENUE)));
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SEND_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SEND_LIMIT);

    // One at a time, an "already voted" answer keeps its unit: no refund makes the limit endless.
    ctx.clock.advance(HOUR);
    for (let n = 0; n < SEND_LIMIT; n++) expect((await askCode(VOTER, show.first.id, VENUE)).statusCode).toBe(409);
    const past = await askCode(VOTER, show.first.id, VENUE);
    expect(past.statusCode).toBe(429);
    expect(past.json()).toEqual({ detail: expect.stringMatching(/^Too many codes were asked for from your network\./) });
  });
});
