import { describe, expect, it } from 'vitest';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { lastCode, sendOtp, verifyOtp, useVotingContext } from '../../../test/factories/attendee.ts';

/**
 * The per-address limits of voting codes hold under bursts (issue 15 item 1): each request takes
 * its unit before the work, so parallel requests get no more through than a sequence would.
 */
const SEND_CAP = 20;
const VERIFY_CAP = 10;
const ATTACKER = '198.51.100.77';

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext(
  (started, context) => {
    sink = started;
    ctx = context;
  },
  { reset: false, env: { OTP_SEND_PER_IP_PER_HOUR: String(SEND_CAP), OTP_VERIFY_PER_IP_PER_HOUR: String(VERIFY_CAP) } },
);

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('voting-code limits under bursts', () => {
  it('100 parallel sends from one address to 100 addresses: the cap of mails, the rest 429', async () => {
    const codes = (await Promise.all(Array.from({ length: 100 }, (_, i) => sendOtp(ctx, `burst${i}@example.com`, ATTACKER)))).map(
      (r) => r.statusCode,
    );
    expect(count(codes, 200)).toBe(SEND_CAP);
    expect(count(codes, 429)).toBe(100 - SEND_CAP);
    expect(sink.messages.filter((m) => m.to.some((to) => to.startsWith('burst')))).toHaveLength(SEND_CAP);
  });

  it('an IPv6 client asking from many addresses of its /64 is one client', async () => {
    const codes = (
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => sendOtp(ctx, `six${i}@example.com`, `2001:db8:77:1::${(i + 1).toString(16)}`)),
      )
    ).map((r) => r.statusCode);
    expect(count(codes, 200)).toBe(SEND_CAP);
    expect(count(codes, 429)).toBe(100 - SEND_CAP);
  });

  it('100 parallel wrong codes from one address: the cap checked, none past it, the right code then waits too', async () => {
    const emails = Array.from({ length: 25 }, (_, i) => `guess${i}@example.com`);
    // Codes sent from addresses of their own, so only the verifying address is limited here.
    for (const [i, email] of emails.entries()) expect((await sendOtp(ctx, email, `192.0.2.${i + 1}`)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => verifyOtp(ctx, emails[i % emails.length]!, '0000', ATTACKER)));
    const wrong = answers.filter((a) => a.statusCode === 400);
    expect(wrong).toHaveLength(VERIFY_CAP);
    expect(
      count(
        answers.map((a) => a.statusCode),
        429,
      ),
    ).toBe(100 - VERIFY_CAP);
    // Which codes took a wrong try is recorded only for the checked ones.
    const tries = await ctx.database.query<{ n: number }>('select coalesce(sum(wrong_tries), 0)::int as n from otp_codes');
    expect(tries[0]!.n).toBe(VERIFY_CAP);
    const right = emails[24]!;
    expect((await verifyOtp(ctx, right, lastCode(sink, right), ATTACKER)).statusCode).toBe(429);
  });

  it('right codes do not use up the address: a burst of visitors verifying behind one NAT all get in', async () => {
    const venue = '203.0.113.99';
    const emails = Array.from({ length: VERIFY_CAP * 3 }, (_, i) => `visitor${i}@example.com`);
    for (const [i, email] of emails.entries()) expect((await sendOtp(ctx, email, `192.0.2.${100 + (i % 100)}`)).statusCode).toBe(200);
    const answers = await Promise.all(emails.map((email) => verifyOtp(ctx, email, lastCode(sink, email), venue)));
    // In flight they hold a unit each; at most the cap wait a moment (429), none is refused as wrong.
    for (const answer of answers) expect([200, 429]).toContain(answer.statusCode);
    const refused = emails.filter((_, i) => answers[i]!.statusCode === 429);
    for (const email of refused) expect((await verifyOtp(ctx, email, lastCode(sink, email), venue)).statusCode).toBe(200);
  });
});
