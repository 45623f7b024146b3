import { describe, expect, it } from 'vitest';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { codesSentTo, HOUR, lastCode, sendOtp, verifyOtp, useVotingContext } from '../../../test/factories/attendee.ts';

/** The per-address limits of the client (small here; generous by default) and OTP_DIGITS. */

const VENUE = '198.51.100.7';
const ELSEWHERE = '192.0.2.99';

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext(
  (started, context) => {
    sink = started;
    ctx = context;
  },
  { env: { OTP_SEND_PER_IP_PER_HOUR: '3', OTP_VERIFY_PER_IP_PER_HOUR: '4', OTP_DIGITS: '6' } },
);

describe('per-client-address limits', () => {
  it('sends at most OTP_SEND_PER_IP_PER_HOUR codes from one address, then 429 { detail } with retry-after', async () => {
    for (const n of [1, 2, 3]) expect((await sendOtp(ctx, `visitor${n}@example.com`, VENUE)).statusCode).toBe(200);
    const fourth = await sendOtp(ctx, 'visitor4@example.com', VENUE);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      detail: expect.stringMatching(/^Too many codes were asked for from your network\. Please try again in \d+ minutes\.$/),
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(codesSentTo(sink, 'visitor4@example.com')).toHaveLength(0);

    // Another network is not held back, and the venue's window passes.
    expect((await sendOtp(ctx, 'visitor4@example.com', ELSEWHERE)).statusCode).toBe(200);
    ctx.clock.advance(HOUR);
    expect((await sendOtp(ctx, 'visitor5@example.com', VENUE)).statusCode).toBe(200);
  });

  it('counts failed verifications per address: past OTP_VERIFY_PER_IP_PER_HOUR even the right code waits', async () => {
    const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
    for (const email of emails) expect((await sendOtp(ctx, email, ELSEWHERE)).statusCode).toBe(200);
    // Successes do not count: a venue's visitors verify from one address all day.
    expect((await verifyOtp(ctx, emails[0]!, lastCode(sink, emails[0]!), VENUE)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await verifyOtp(ctx, emails[1]!, '000000', VENUE)).statusCode).toBe(400);

    const blocked = await verifyOtp(ctx, emails[2]!, lastCode(sink, emails[2]!), VENUE);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: expect.stringMatching(/^Too many wrong codes from your network\. Please try again in \d+ minutes\.$/),
    });
    expect(blocked.headers['retry-after']).toBeDefined();
    // The refused request did not touch the code: it still works from elsewhere.
    expect((await verifyOtp(ctx, emails[2]!, lastCode(sink, emails[2]!), ELSEWHERE)).statusCode).toBe(200);
  });
});

describe('OTP_DIGITS', () => {
  it('mails codes of that many digits and takes only that length', async () => {
    await sendOtp(ctx, 'ada@example.com');
    const code = lastCode(sink, 'ada@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const short = await verifyOtp(ctx, 'ada@example.com', code.slice(0, 4));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ otp: ['Invalid OTP'] });
    expect((await verifyOtp(ctx, 'ada@example.com', code)).statusCode).toBe(200);
  });
});
