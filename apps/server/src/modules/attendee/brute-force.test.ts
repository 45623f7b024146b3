import { describe, expect, it } from 'vitest';
import { VOTING } from '@showgrid/shared/limits';
import { audienceVotes, voteVerifications } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { CODE_BURNT, LAST_TRY } from './otp-service.ts';
import {
  castVote,
  codesSentTo,
  useVotingContext,
  HOUR,
  lastCode,
  SECOND,
  sendOtp,
  verifyOtp,
  votingShow,
} from '../../../test/factories/attendee.ts';

const VICTIM = 'victim@example.com';
const MOST_GUESSES_A_DAY = VOTING.otpPerEmailPerDay * VOTING.otpMaxWrongTries;

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext(
  (started, context) => {
    sink = started;
    ctx = context;
  },
  { reset: false },
);

describe('brute force on one address', () => {
  it('guessing all 10,000 codes gets no verification and no vote in', async () => {
    const show = await votingShow(ctx);
    // Every 4-digit code in order; the live code is always put off to the end (the test knows it
    // from the sink), so the outcome does not depend on luck.
    const queue = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0'));
    let live = '';
    let codesSent = 0;
    let wrongAnswers = 0;
    let verified = 0;

    /** Asks for a new code as an attacker would, waiting out the pause and the hourly cap; false at the daily cap. */
    async function newCode(): Promise<boolean> {
      for (;;) {
        const res = await sendOtp(ctx, VICTIM);
        if (res.statusCode === 200) {
          live = lastCode(sink, VICTIM);
          codesSent++;
          return true;
        }
        expect(res.statusCode).toBe(429);
        if (/today/.test(res.json().email[0])) return false;
        ctx.clock.advance(Number(res.headers['retry-after']) * SECOND);
      }
    }

    expect(await newCode()).toBe(true);
    for (;;) {
      const guess = queue.shift();
      if (guess === undefined) break;
      if (guess === live) {
        queue.push(guess);
        continue;
      }
      const res = await verifyOtp(ctx, VICTIM, guess);
      if (res.statusCode === 200) {
        verified++;
        await castVote(ctx, { email: VICTIM, intVehicleId: show.first.id, strVoteToken: res.json().strVoteToken });
        continue;
      }
      expect(res.statusCode).toBe(400);
      if (res.json().otp?.[0] === CODE_BURNT) {
        // This guess never met a live code: try it on the next one.
        queue.unshift(guess);
        if (!(await newCode())) break;
        continue;
      }
      wrongAnswers++;
      if (res.json().otp?.[0] === LAST_TRY) {
        // This guess was tried (and wrong): it used the code up; the next guesses need a new one.
        if (!(await newCode())) break;
        continue;
      }
      expect(res.json()).toEqual({ otp: ['Invalid OTP'] });
      // A code that is not burnt after 5 tries would let this loop run on: fail at once instead.
      expect(wrongAnswers).toBeLessThanOrEqual(MOST_GUESSES_A_DAY);
    }

    expect(verified).toBe(0);
    expect(codesSent).toBe(VOTING.otpPerEmailPerDay);
    expect(wrongAnswers).toBe(MOST_GUESSES_A_DAY);
    expect(queue.length).toBe(10_000 - MOST_GUESSES_A_DAY);

    // From here every further request is refused for the rest of the day: the rest of the guesses
    // (a sample from the front, and every code ever mailed, the live one last) and new codes.
    const rest = [...queue.slice(0, 50), ...codesSentTo(sink, VICTIM)];
    expect(rest.at(-1)).toBe(live);
    for (const guess of rest) {
      const res = await verifyOtp(ctx, VICTIM, guess);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ otp: [CODE_BURNT] });
    }
    for (let hour = 0; hour < 12; hour++) {
      const res = await sendOtp(ctx, VICTIM);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      ctx.clock.advance(HOUR);
    }

    expect(await ctx.database.db.select().from(voteVerifications)).toHaveLength(0);
    const forged = await castVote(ctx, { email: VICTIM, intVehicleId: show.first.id, strVoteToken: 'guessed-token' });
    expect(forged.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(audienceVotes)).toHaveLength(0);
  });
});
