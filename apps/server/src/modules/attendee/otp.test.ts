import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOTING } from '@showgrid/shared/limits';
import { otpCodes, voteVerifications } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { CODE_BURNT, CODE_EXPIRED, LAST_TRY, NO_CODE, sweepOtp } from './otp-service.ts';
import {
  codesSentTo,
  useVotingContext,
  DAY,
  HOUR,
  lastCode,
  MINUTE,
  SECOND,
  sendOtp,
  verifyOtp,
} from '../../../test/factories/attendee.ts';

const EMAIL = 'ada@example.com';

/** Any code but the right one, so a "wrong code" test cannot pass by luck. */
const wrongCode = (right: string) => (right === '0000' ? '1111' : '0000');

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext((started, context) => {
  sink = started;
  ctx = context;
});

/** Whole seconds of real time since `ms`, rounded up: the test clock keeps running with it. */
const realSecondsSince = (ms: number) => Math.ceil((Date.now() - ms) / 1000);

describe('POST /api/attendee/send-email-otp/', () => {
  it('mails a 4-digit code (text and branded HTML) and keeps only its HMAC, under the normalised address', async () => {
    const res = await sendOtp(ctx, '  Ada@Example.COM ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'OTP Sent', intResendAfter: VOTING.otpResendSeconds });

    const mail = await sink.waitFor(EMAIL);
    expect(mail.raw).toMatch(/^Subject: Your Showgrid voting code$/m);
    expect(mail.from).toBe('no-reply@show.test');
    const code = lastCode(sink, EMAIL);
    expect(code).toMatch(/^\d{4}$/);
    const htmlAt = mail.decoded.indexOf('Content-Type: text/html');
    expect(htmlAt).toBeGreaterThan(0);
    expect(mail.decoded.slice(0, htmlAt)).toContain(`for ${VOTING.otpValidityMinutes} minutes`);
    expect(mail.decoded.slice(htmlAt)).toContain(`>${code}</p>`);
    expect(mail.decoded.slice(htmlAt)).toContain('Showgrid</td>');

    const rows = await ctx.database.db.select().from(otpCodes);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: EMAIL, wrongTries: 0, usedAt: null, supersededAt: null });
    expect(rows[0]?.sentAt).not.toBeNull();
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(VOTING.otpValidityMinutes * MINUTE);
  });

  it('refuses a resend within 30 seconds (429, keyed email, retry-after), then sends a code that replaces the old one', async () => {
    const started = Date.now();
    expect((await sendOtp(ctx, EMAIL)).statusCode).toBe(200);
    const first = lastCode(sink, EMAIL);
    ctx.clock.advance(20 * SECOND);
    const early = await sendOtp(ctx, EMAIL);
    expect(early.statusCode).toBe(429);
    // 10 s left by the test clock, less the real time the requests took (the clock runs on).
    const left = Number(early.headers['retry-after']);
    expect(left).toBeLessThanOrEqual(10);
    expect(left).toBeGreaterThanOrEqual(10 - realSecondsSince(started));
    expect(early.json()).toEqual({ email: [`Please wait ${String(left)} seconds before asking for a new code.`] });
    expect(sink.messages).toHaveLength(1);

    ctx.clock.advance(10 * SECOND);
    expect((await sendOtp(ctx, EMAIL)).statusCode).toBe(200);
    const second = lastCode(sink, EMAIL);
    if (first !== second) {
      const old = await verifyOtp(ctx, EMAIL, first);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toEqual({ otp: ['Invalid OTP'] });
    }
    expect((await verifyOtp(ctx, EMAIL, second)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to one address: the 6th is refused until the first leaves the hour', async () => {
    const started = Date.now();
    for (let i = 0; i < VOTING.otpPerEmailPerHour; i++) {
      const res = await sendOtp(ctx, EMAIL);
      expect(res.statusCode, res.body).toBe(200);
      ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
    }
    const sixth = await sendOtp(ctx, EMAIL);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().email[0]).toMatch(/^This address has had 5 codes in the last hour\. Please try again in \d+ minutes\.$/);
    const wait = Number(sixth.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(60 * 60 - 5 * VOTING.otpResendSeconds);
    expect(wait).toBeGreaterThanOrEqual(60 * 60 - 5 * VOTING.otpResendSeconds - realSecondsSince(started));
    expect(codesSentTo(sink, EMAIL)).toHaveLength(5);
    // Another address is not held back.
    expect((await sendOtp(ctx, 'grace@example.com')).statusCode).toBe(200);

    ctx.clock.advance(wait * SECOND);
    expect((await sendOtp(ctx, EMAIL)).statusCode).toBe(200);
  });

  it('sends at most 10 codes a day to one address', async () => {
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < VOTING.otpPerEmailPerHour; i++) {
        expect((await sendOtp(ctx, EMAIL)).statusCode).toBe(200);
        ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
      }
      ctx.clock.advance(HOUR);
    }
    const eleventh = await sendOtp(ctx, EMAIL);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().email[0]).toMatch(/^This address has had 10 codes today\. Please try again in \d+ hours\.$/);
    expect(codesSentTo(sink, EMAIL)).toHaveLength(10);

    ctx.clock.advance(Number(eleventh.headers['retry-after']) * SECOND);
    expect((await sendOtp(ctx, EMAIL)).statusCode).toBe(200);
  });

  it('answers 502 when the mail server refuses, and that attempt counts toward nothing', async () => {
    sink.refuse = true;
    const refused = await sendOtp(ctx, EMAIL);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ email: ['Failed to send OTP.'] });
    expect(await ctx.database.db.select().from(otpCodes)).toHaveLength(0);

    sink.refuse = false;
    // No resend pause after a failure: the visitor may try again at once.
    const again = await sendOtp(ctx, EMAIL);
    expect(again.statusCode).toBe(200);
    expect((await verifyOtp(ctx, EMAIL, lastCode(sink, EMAIL))).statusCode).toBe(200);
  });

  it('keeps the previous code working when a new one could not be sent', async () => {
    expect((await sendOtp(ctx, EMAIL)).statusCode).toBe(200);
    const first = lastCode(sink, EMAIL);
    ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
    sink.refuse = true;
    expect((await sendOtp(ctx, EMAIL)).statusCode).toBe(502);
    expect((await verifyOtp(ctx, EMAIL, first)).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'not-an-address' }],
    [{ email: 'ada@example' }],
    [{ email: '' }],
    [{ email: 42 }],
    [{}],
    // Address syntax a mail library would split: the code must not reach victim@example.com.
    [{ email: 'attacker,victim@example.com' }],
    [{ email: 'Ada <victim@example.com>' }],
  ])('refuses %j with SPEC’s message and sends nothing', async (payload) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/attendee/send-email-otp/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Please enter a valid email address.'] });
    expect(sink.messages).toHaveLength(0);
  });
});

describe('POST /api/attendee/verify-otp/', () => {
  it('verifies the right code once: answers a vote token for 15 minutes, kept only as a hash', async () => {
    await sendOtp(ctx, EMAIL);
    const code = lastCode(sink, EMAIL);
    const res = await verifyOtp(ctx, 'ADA@example.com ', code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ detail: 'OTP Verified.', strVoteToken: expect.any(String), dtExpiresAt: expect.any(String) });
    expect(new Date(body.dtExpiresAt).getTime() - ctx.clock.now().getTime()).toBeGreaterThan((VOTING.verificationMinutes - 1) * MINUTE);
    const [verification] = await ctx.database.db.select().from(voteVerifications);
    expect(verification?.email).toBe(EMAIL);
    expect(verification?.tokenHash).not.toBe(body.strVoteToken);

    const again = await verifyOtp(ctx, EMAIL, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: [NO_CODE] });
  });

  it('refuses a wrong code with "Invalid OTP" and counts the try', async () => {
    await sendOtp(ctx, EMAIL);
    const res = await verifyOtp(ctx, EMAIL, wrongCode(lastCode(sink, EMAIL)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ otp: ['Invalid OTP'] });
    const [row] = await ctx.database.db.select().from(otpCodes);
    expect(row?.wrongTries).toBe(1);
    expect(await ctx.database.db.select().from(voteVerifications)).toHaveLength(0);
  });

  it('burns the code after 5 wrong tries: then even the right code fails, and a new code works', async () => {
    await sendOtp(ctx, EMAIL);
    const code = lastCode(sink, EMAIL);
    for (let i = 1; i < VOTING.otpMaxWrongTries; i++) {
      expect((await verifyOtp(ctx, EMAIL, wrongCode(code))).json()).toEqual({ otp: ['Invalid OTP'] });
    }
    // The fifth says at once that the code is used up.
    expect((await verifyOtp(ctx, EMAIL, wrongCode(code))).json()).toEqual({ otp: [LAST_TRY] });
    const right = await verifyOtp(ctx, EMAIL, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ otp: [CODE_BURNT] });
    expect(await ctx.database.db.select().from(voteVerifications)).toHaveLength(0);

    ctx.clock.advance(VOTING.otpResendSeconds * SECOND);
    expect((await sendOtp(ctx, EMAIL)).statusCode).toBe(200);
    expect((await verifyOtp(ctx, EMAIL, lastCode(sink, EMAIL))).statusCode).toBe(200);
  });

  it('refuses an expired code (10 minutes), even the right one', async () => {
    await sendOtp(ctx, EMAIL);
    const code = lastCode(sink, EMAIL);
    ctx.clock.advance(VOTING.otpValidityMinutes * MINUTE);
    const res = await verifyOtp(ctx, EMAIL, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ otp: [CODE_EXPIRED] });
  });

  it('accepts the code a second before it expires', async () => {
    await sendOtp(ctx, EMAIL);
    ctx.clock.advance(VOTING.otpValidityMinutes * MINUTE - SECOND);
    expect((await verifyOtp(ctx, EMAIL, lastCode(sink, EMAIL))).statusCode).toBe(200);
  });

  it('answers keyed email when no code was sent to the address', async () => {
    const res = await verifyOtp(ctx, 'nobody@example.com', '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [NO_CODE] });
  });

  it('does not let a code sent to one address verify another', async () => {
    await sendOtp(ctx, EMAIL);
    await sendOtp(ctx, 'grace@example.com');
    const res = await verifyOtp(ctx, 'grace@example.com', lastCode(sink, EMAIL));
    if (lastCode(sink, EMAIL) !== lastCode(sink, 'grace@example.com')) expect(res.json()).toEqual({ otp: ['Invalid OTP'] });
    const [grace] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.email, 'grace@example.com'));
    const [ada] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.email, EMAIL));
    // The address is part of the HMAC: the same code is stored differently for each.
    expect(grace?.codeHash).not.toBe(ada?.codeHash);
  });

  it('lets only one of five concurrent verifies of the same code succeed', async () => {
    await sendOtp(ctx, EMAIL);
    const code = lastCode(sink, EMAIL);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => verifyOtp(ctx, EMAIL, code)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expect(res.json()).toEqual({ email: [NO_CODE] });
    expect(await ctx.database.db.select().from(voteVerifications)).toHaveLength(1);
  });

  it.each([
    [{ email: EMAIL, otp: '123' }, { otp: ['Invalid OTP'] }],
    [{ email: EMAIL, otp: '12a4' }, { otp: ['Invalid OTP'] }],
    [{ email: EMAIL, otp: 1234 }, { otp: ['Invalid OTP'] }],
    [{ email: EMAIL }, { otp: ['Invalid OTP'] }],
    // Longer codes pass the shared schema (OTP_DIGITS may be up to 8); this server's are 4 long.
    [{ email: EMAIL, otp: '12345' }, { otp: ['Invalid OTP'] }],
    [{ email: 'nope', otp: '1234' }, { email: ['Please enter a valid email address.'] }],
  ])('refuses %j with SPEC’s messages', async (payload, expected) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/attendee/verify-otp/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/attendee/verify-otp/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ada@example.com", "otp": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON in request body.' });
  });

  it('keeps a day of history and no more: old rows are swept (by the sweeper, off the request path)', async () => {
    await sendOtp(ctx, EMAIL);
    ctx.clock.advance(DAY + MINUTE);
    await sendOtp(ctx, 'grace@example.com');
    await sweepOtp(ctx.database.db, ctx.clock.now());
    const rows = await ctx.database.db.select().from(otpCodes);
    expect(rows.map((row) => row.email)).toEqual(['grace@example.com']);
  });
});
