import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { votingRefusal, votingWindow } from '@showgrid/shared/voting-window';
import { ENGLISH } from '../../src/lib/i18n.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { sourceRenderer } from '../helpers/public-renderer.ts';
import { createShow, insertVehicles } from './vehicles.ts';

/** Factories the attendee tests share (imported by *.test.ts only). */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A test app whose mail goes to a real SMTP server started by the test. */
/** `pages`: with the server-rendered public pages (issue 32), rendered from the web's source. */
export async function createVotingContext(sink: SmtpSink, env: Record<string, string> = {}, pages = false): Promise<TestContext> {
  return createTestContext({
    env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://show.test', ...env },
    publicRenderer: pages ? await sourceRenderer() : undefined,
  });
}

/**
 * The hooks of a suite that sends real mail: an SMTP sink and an app (with `env` over the test
 * defaults) sending through it for the whole file, handed over once started; with `reset`
 * (default) a clean database and mailbox before each test.
 */
export function useVotingContext(
  receive: (sink: SmtpSink, ctx: TestContext) => void | Promise<void>,
  { reset = true, env = {}, pages = false }: { reset?: boolean; env?: Record<string, string>; pages?: boolean } = {},
): void {
  let sink: SmtpSink;
  let ctx: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createVotingContext(sink, env, pages);
    await receive(sink, ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });
  if (reset) {
    beforeEach(async () => {
      await ctx.reset();
      sink.messages.length = 0;
      sink.refuse = false;
    });
  }
}

/** The client address of a request: visitors behind one NAT share it. */
const from = (ip = '203.0.113.10') => ({ remoteAddress: ip });

export const sendOtp = (ctx: TestContext, email: string, ip?: string) =>
  ctx.app.inject({ method: 'POST', url: API.sendOtp, payload: { email }, ...from(ip) });

export const verifyOtp = (ctx: TestContext, email: string, otp: string, ip?: string) =>
  ctx.app.inject({ method: 'POST', url: API.verifyOtp, payload: { email, otp }, ...from(ip) });

export const castVote = (ctx: TestContext, payload: { email: string; intVehicleId: number; strVoteToken: string }, ip?: string) =>
  ctx.app.inject({ method: 'POST', url: API.votes, payload, ...from(ip) });

/** Subjects of the mails that carry a one-time code (an entrant also gets offers and confirmations). */
const CODE_MAIL = /^Subject: Your Showgrid (voting|sign-in) code\r?$/m;

/** Every code mailed to an address, oldest first, read from the messages the sink received. */
export function codesSentTo(sink: SmtpSink, email: string): string[] {
  return sink.messages
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase()) && CODE_MAIL.test(mail.raw))
    .map((mail) => {
      const code = /^(\d{4,8})\r?$/m.exec(mail.decoded)?.[1];
      if (!code) throw new Error(`no code in the e-mail to ${email}`);
      return code;
    });
}

/** The newest code mailed to the address. */
export function lastCode(sink: SmtpSink, email: string): string {
  const code = codesSentTo(sink, email).at(-1);
  if (!code) throw new Error(`no e-mail to ${email}`);
  return code;
}

/** Asks for a code, reads it from the mail and verifies it; returns the vote token. */
export async function verifiedToken(ctx: TestContext, sink: SmtpSink, email: string): Promise<string> {
  const sent = await sendOtp(ctx, email);
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await verifyOtp(ctx, email, lastCode(sink, email));
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().strVoteToken;
}

/**
 * A show taking votes (it starts in an hour by the test clock): Paid vehicles with windscreen
 * ids id(1) and id(2), an unpaid one with id(3).
 */
export async function votingShow(ctx: TestContext, startsInMs = HOUR) {
  const show = await createShow(ctx, { startsAt: new Date(ctx.clock.now().getTime() + startsInMs) });
  const [first, second, unpaid] = await insertVehicles(ctx, show, [
    { registrationNo: 'AB12 CDE', uniqueId: show.id(1), paid: true, brand: 'Jaguar', model: 'E-Type', ownerName: 'Olivia Owner' },
    { registrationNo: 'XY34 ZZZ', uniqueId: show.id(2), paid: true, brand: 'Ford', model: 'Mustang' },
    { registrationNo: 'UN11 PAD', uniqueId: show.id(3), paid: false },
  ]);
  if (!first || !second || !unpaid) throw new Error('vehicle insert returned too few rows');
  return { ...show, first, second, unpaid };
}

export type VotingShow = Awaited<ReturnType<typeof votingShow>>;

/** Why a vote at this show is refused now by its default window (the tests' TIME_ZONE is UTC): "…opens on …" / "…closed on …". */
export function windowRefusal(ctx: TestContext, show: VotingShow): string {
  const refusal = votingRefusal(
    votingWindow({ startsAt: show.event.startsAt, votingOpensAt: null, votingClosesAt: null }),
    ctx.clock.now(),
    'UTC',
    ENGLISH,
  );
  if (!refusal) throw new Error('voting is open at this show');
  return refusal;
}

/** Counts per vehicle as the admin sees them. */
export async function voteCounts(ctx: TestContext, headers: { authorization: string }, eventId: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `${API.votes}?intEventId=${eventId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { intVehicleId: number; numberOfVotes: number }[];
}
