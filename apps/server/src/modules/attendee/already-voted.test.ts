import { describe, expect, it } from 'vitest';
import { VOTING } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { eq } from 'drizzle-orm';
import { audienceVotes } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { ALREADY_VOTED_NOTE } from './otp-mail.ts';
import { ALREADY_VOTED, VEHICLE_NOT_FOUND } from './votes-service.ts';
import {
  castVote,
  HOUR,
  lastCode,
  MINUTE,
  SECOND,
  verifiedToken,
  verifyOtp,
  votingShow,
  useVotingContext,
  windowRefusal,
} from '../../../test/factories/attendee.ts';

/**
 * send-email-otp with the optional intVehicleId (issue 15, item 6; issue 29): whether an inbox
 * already voted at that vehicle's show is told only to the inbox (its code's mail says so) and,
 * once the code is verified, by the vote. The answer to whoever typed the address is the same
 * whether it voted or not (ADR 032). A vehicle that takes no votes is refused before any code.
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
  const voted = await castVote(
    ctx,
    { email: VOTER, intVehicleId: show.first.id, strVoteToken: await verifiedToken(ctx, sink, VOTER) },
    ELSEWHERE,
  );
  expect(voted.statusCode).toBe(201);
  ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
  sink.messages.length = 0;
  return show;
}

describe('POST /api/attendee/send-email-otp/ with intVehicleId', () => {
  const mailTo = (email: string) => sink.messages.filter((mail) => mail.to.includes(email.toLowerCase())).at(-1)?.decoded ?? '';

  it('an inbox that voted at this show gets the same answer as every other, under any spelling; its mail says it voted; the vote says it after the code', async () => {
    const show = await votedShow();
    // Each from a network of its own: asks count against the network's small limit here.
    const fresh = await askCode('ada@example.com', show.first.id, '192.0.2.10');
    expect(fresh.statusCode).toBe(200);
    expect(mailTo('ada@example.com')).not.toContain(ALREADY_VOTED_NOTE);
    for (const [n, [email, vehicle]] of (
      [
        [VOTER, show.first.id],
        ['x.y+again@gmail.com', show.second.id],
        ['XY@googlemail.com', show.first.id],
      ] as const
    ).entries()) {
      ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
      const res = await askCode(email, vehicle, `192.0.2.${String(n + 11)}`);
      expect([res.statusCode, res.json(), res.headers['retry-after']], email).toEqual([
        fresh.statusCode,
        fresh.json(),
        fresh.headers['retry-after'],
      ]);
      expect(mailTo(email)).toContain(ALREADY_VOTED_NOTE);
    }
    // Only once the code is verified does the page learn it: the vote is refused, nothing counted.
    const token = (await verifyOtp(ctx, 'XY@googlemail.com', lastCode(sink, 'XY@googlemail.com'), ELSEWHERE)).json().strVoteToken;
    const second = await castVote(ctx, { email: 'XY@googlemail.com', intVehicleId: show.second.id, strVoteToken: token }, ELSEWHERE);
    expect([second.statusCode, second.json()]).toEqual([409, { intVehicleId: [ALREADY_VOTED] }]);
    expect(await ctx.database.db.select().from(audienceVotes)).toHaveLength(1);
  });

  it('still says so after its vote was voided (a voided vote keeps the inbox’s one vote)', async () => {
    const show = await votedShow();
    await ctx.database.db.update(audienceVotes).set({ voidedAt: ctx.clock.now() }).where(eq(audienceVotes.email, VOTER));
    expect((await askCode(VOTER, show.second.id)).statusCode).toBe(200);
    expect(mailTo(VOTER)).toContain(ALREADY_VOTED_NOTE);
  });

  it('no note for an inbox that has not voted there, at another show, or without intVehicleId', async () => {
    const show = await votedShow();
    const nextShow = await votingShow(ctx, 2 * HOUR);
    expect((await askCode('ada@example.com', show.first.id)).statusCode).toBe(200);
    expect((await askCode(VOTER, nextShow.first.id)).statusCode).toBe(200);
    ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
    expect((await askCode(VOTER)).json()).toEqual({ detail: 'OTP Sent', intResendAfter: VOTING.otpResendSeconds });
    expect(sink.messages.flatMap((mail) => mail.to)).toEqual(['ada@example.com', VOTER, VOTER]);
    expect(sink.messages.map((mail) => mail.decoded).join('\n')).not.toContain(ALREADY_VOTED_NOTE);
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

describe('asking about an inbox that voted is limited like asking for a code, and answered alike', () => {
  it(`past OTP_SEND_PER_IP_PER_HOUR (${String(SEND_LIMIT)}) from one network: 429, whether the inboxes voted or not`, async () => {
    const show = await votedShow();
    const voted = ['xy@gmail.com', 'x.y@gmail.com', 'xy+1@gmail.com'];
    const others = ['ada@example.com', 'bob@example.com', 'cy@example.com'];
    const answers = async (emails: string[], ip: string) => {
      const out: [number, unknown][] = [];
      for (const email of [...emails, 'late@example.com']) {
        const res = await askCode(email, show.first.id, ip);
        out.push([res.statusCode, res.json()]);
        ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
      }
      return out;
    };
    const forVoted = await answers(voted, VENUE);
    const forOthers = await answers(others, '198.51.100.8');
    expect(forVoted.map(([status]) => status)).toEqual([200, 200, 200, 429]);
    expect(forVoted).toEqual(forOthers);
    expect(forVoted[3]?.[1]).toEqual({ detail: expect.stringMatching(/^Too many codes were asked for from your network\./) });
  });
});
