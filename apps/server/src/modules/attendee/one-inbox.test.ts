import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VOTING } from '@showgrid/shared/limits';
import { audienceVotes, voteVerifications } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { CODE_BURNT, hashVoteToken, LAST_TRY } from './otp-service.ts';
import { ALREADY_VOTED } from './votes-service.ts';
import {
  castVote,
  lastCode,
  MINUTE,
  SECOND,
  sendOtp,
  useVotingContext,
  verifiedToken,
  verifyOtp,
  votingShow,
} from '../../../test/factories/attendee.ts';

/**
 * One inbox, one vote (issue 15, item 6): Gmail ignores dots and +tags and is also
 * googlemail.com, so these five spellings are one mailbox, one voter, one allowance of codes.
 */
const SPELLINGS = ['xy@gmail.com', 'x.y@gmail.com', 'xy+1@gmail.com', 'x.y+2@gmail.com', 'XY@googlemail.com'];

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext((started, context) => {
  sink = started;
  ctx = context;
});

const votesInDb = () => ctx.database.db.select().from(audienceVotes);
const pause = () => ctx.clock.advance(VOTING.otpResendSeconds * SECOND);

describe('one vote per inbox at an event', () => {
  it('five spellings of one Gmail inbox each verified and voted: the first counts, the others are 409', async () => {
    const show = await votingShow(ctx);
    const statuses: number[] = [];
    for (const [n, email] of SPELLINGS.entries()) {
      const token = await verifiedToken(ctx, sink, email);
      const res = await castVote(ctx, { email, intVehicleId: n % 2 === 0 ? show.first.id : show.second.id, strVoteToken: token });
      statuses.push(res.statusCode);
      if (res.statusCode === 409) expect(res.json()).toEqual({ intVehicleId: [ALREADY_VOTED] });
      pause();
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const rows = await votesInDb();
    expect(rows.map((row) => [row.email, row.canonicalEmail])).toEqual([['xy@gmail.com', 'xy@gmail.com']]);
  });

  it('the same five, verified through the API and voting at once: exactly one row', async () => {
    const show = await votingShow(ctx);
    const tokens: string[] = [];
    for (const email of SPELLINGS) {
      tokens.push(await verifiedToken(ctx, sink, email));
      pause();
    }
    const answers = await Promise.all(
      SPELLINGS.map((email, n) => castVote(ctx, { email, intVehicleId: show.first.id, strVoteToken: tokens[n] ?? '' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await votesInDb()).toHaveLength(1);
  });

  it('a burst of 50 parallel votes from xy+1..xy+50@gmail.com, each with a live verification, lets exactly one through', async () => {
    const show = await votingShow(ctx);
    // More live verifications than the code caps would ever hand one inbox (5 an hour): the
    // unique index alone must hold.
    const now = ctx.clock.now();
    const voters = Array.from({ length: 50 }, (_, i) => ({
      email: `xy+${String(i + 1)}@gmail.com`,
      token: randomBytes(32).toString('base64url'),
    }));
    await ctx.database.db.insert(voteVerifications).values(
      voters.map((voter) => ({
        email: 'xy@gmail.com',
        tokenHash: hashVoteToken(voter.token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + 15 * MINUTE),
      })),
    );
    const answers = await Promise.all(
      voters.map((voter, i) =>
        castVote(ctx, { email: voter.email, intVehicleId: i % 2 === 0 ? show.first.id : show.second.id, strVoteToken: voter.token }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await votesInDb()).toHaveLength(1);
    // Refusals roll back: only the winner's verification is used up.
    const used = (await ctx.database.db.select().from(voteVerifications)).filter((row) => row.usedAt !== null);
    expect(used).toHaveLength(1);
  });

  it('still tells x@gmail.com and x.y@gmail.com apart: two inboxes, two votes', async () => {
    const show = await votingShow(ctx);
    for (const email of ['x@gmail.com', 'x.y@gmail.com']) {
      const res = await castVote(ctx, { email, intVehicleId: show.first.id, strVoteToken: await verifiedToken(ctx, sink, email) });
      expect(res.statusCode).toBe(201);
    }
  });
});

describe('codes and their limits count per inbox; the mail goes to the address typed', () => {
  it('the resend pause and the hourly cap hold across spellings', async () => {
    expect((await sendOtp(ctx, 'xy+1@gmail.com')).statusCode).toBe(200);
    const early = await sendOtp(ctx, 'x.y+2@gmail.com');
    expect(early.statusCode).toBe(429);
    expect(early.json().email[0]).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);

    for (const email of ['x.y+2@gmail.com', 'xy+3@gmail.com', 'xy+4@gmail.com', 'xy+5@gmail.com']) {
      pause();
      expect((await sendOtp(ctx, email)).statusCode).toBe(200);
    }
    pause();
    const sixth = await sendOtp(ctx, 'XY@googlemail.com');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().email[0]).toMatch(new RegExp(`^This address has had ${String(VOTING.otpPerEmailPerHour)} codes in the last hour`));
    expect(sink.messages.flatMap((mail) => mail.to)).toEqual([
      'xy+1@gmail.com',
      'x.y+2@gmail.com',
      'xy+3@gmail.com',
      'xy+4@gmail.com',
      'xy+5@gmail.com',
    ]);
  });

  it('a code mailed to one spelling verifies under another, and wrong tries under any spelling burn it', async () => {
    expect((await sendOtp(ctx, 'xy+1@gmail.com')).statusCode).toBe(200);
    const code = lastCode(sink, 'xy+1@gmail.com');
    const wrong = code === '0000' ? '1111' : '0000';
    const spellings = ['xy+2@gmail.com', 'x.y@gmail.com', 'xy@googlemail.com', 'xy+3@gmail.com', 'xy@gmail.com'];
    for (const [n, email] of spellings.entries()) {
      const res = await verifyOtp(ctx, email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ otp: [n === spellings.length - 1 ? LAST_TRY : 'Invalid OTP'] });
    }
    expect((await verifyOtp(ctx, 'xy+1@gmail.com', code)).json()).toEqual({ otp: [CODE_BURNT] });

    pause();
    expect((await sendOtp(ctx, 'xy+7@gmail.com')).statusCode).toBe(200);
    expect((await verifyOtp(ctx, 'X.Y@GoogleMail.com', lastCode(sink, 'xy+7@gmail.com'))).statusCode).toBe(200);
  });
});
