import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { VOTING } from '@showgrid/shared/limits';
import { INVALID_OTP_MESSAGE } from '@showgrid/shared/schemas/attendee';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { otpCodes, voteVerifications, type OtpPurpose } from '../../db/schema/index.ts';
import { HttpError, said, tooManyRequests, type Said } from '../../lib/http-errors.ts';
import { refundingOnThrow, type RateLimiter, type Ticket, type Window } from '../../platform/rate-limit.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { canonicalEmail } from './canonical-email.ts';
import { normaliseEmail } from './email.ts';
import { otpMail, type MailNote } from './otp-mail.ts';
import { english, type I18n } from '@showgrid/shared/i18n/translate';
import type { MailMessage } from '../../plugins/mail.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SEND_FAILED = english(/*i18n*/ { id: 'Failed to send OTP.' });
export const NO_CODE = english(/*i18n*/ { id: 'No code was sent to this address, or it was already used. Ask for a new code.' });
export const CODE_BURNT = english(/*i18n*/ { id: 'Too many wrong tries: this code no longer works. Ask for a new code.' });
/** The wrong try that used the code up says so at once (SPEC's "Invalid OTP" first), not one try later. */
export const LAST_TRY = english(/*i18n*/ { id: 'Invalid OTP. That was the last try: this code no longer works. Ask for a new code.' });
export const CODE_EXPIRED = english(/*i18n*/ { id: 'This code has expired. Ask for a new code.' });

export interface OtpOptions {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** The key of the HMAC stored instead of the code (platform/secrets.ts). */
  key: Buffer;
  digits: number;
  sendPerIpPerHour: number;
  verifyFailuresPerIpPerHour: number;
  now: () => Date;
}

/**
 * What a code proves an inbox for (issue 31): its purpose keeps its codes and caps apart from the
 * other's (a visitor who votes and enters a car has two allowances), its mail, and what a verified
 * code issues, in the transaction that uses the code up.
 */
export interface OtpPurposeOptions<V> {
  purpose: OtpPurpose;
  mail: (to: string, code: string, note: MailNote) => MailMessage;
  /**
   * Uses the code up and issues what it proves, in one statement (`claim` is the CTE that uses it
   * up, conditional as well as locked, so single use holds even without the row lock); undefined
   * when the code was already used.
   */
  issue: (tx: Tx, verified: { claim: SQL; canonicalEmail: string; email: string; at: Date }) => Promise<V | undefined>;
  /** The ip windows' key prefix: each purpose has its own. */
  limitKey: string;
  /** What the log calls a code of this purpose ("a voting code could not be sent"). */
  noun: string;
  /** The body's field names a refusal is keyed by (the voting calls': SPEC's email and otp). */
  fields?: { email: string; code: string };
}

export interface Verification {
  token: string;
  expiresAt: Date;
}

/** "45 seconds", "12 minutes", "3 hours" (or "45 Sekunden"…): how long to wait, rounded up, in the reader's language. */
export function waitText(seconds: number, i18n: I18n): string {
  if (seconds < 60) return i18n._(/*i18n*/ { id: '{count, plural, one {# second} other {# seconds}}', values: { count: seconds } });
  if (seconds <= 3600)
    return i18n._(/*i18n*/ { id: '{count, plural, one {# minute} other {# minutes}}', values: { count: Math.ceil(seconds / 60) } });
  return i18n._(/*i18n*/ { id: '{count, plural, one {# hour} other {# hours}}', values: { count: Math.ceil(seconds / 3600) } });
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / SECOND));

const emailRefusal = (status: number, message: string | Said, retryAfter?: number, field = 'email') =>
  new HttpError(status, { [field]: [message] }, retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) });

export const hashVoteToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Why a new code may not go out yet, from the codes this address was sent in the last day
 * (newest first): the resend pause, then the hourly and daily caps of PRODUCT.md.
 */
function refusal(createdAt: number[], t: number, field: string): HttpError | undefined {
  const newest = createdAt[0];
  if (newest !== undefined && newest > t - VOTING.otpResendSeconds * SECOND) {
    const wait = secondsUntil(newest + VOTING.otpResendSeconds * SECOND, t);
    const words = said((i18n) =>
      i18n._(/*i18n*/ { id: 'Please wait {wait} before asking for a new code.', values: { wait: waitText(wait, i18n) } }),
    );
    return emailRefusal(429, words, wait, field);
  }
  // The cap frees up when the oldest code that counts toward it leaves its window.
  const capped = (limit: number, windowMs: number) => {
    const inWindow = createdAt.filter((at) => at > t - windowMs);
    const oldestCounted = inWindow[limit - 1];
    return oldestCounted === undefined ? undefined : secondsUntil(oldestCounted + windowMs, t);
  };
  const perDay = capped(VOTING.otpPerEmailPerDay, DAY);
  if (perDay !== undefined) {
    const words = said((i18n) =>
      i18n._(
        /*i18n*/ {
          id: 'This address has had {count} codes today. Please try again in {wait}.',
          values: { count: VOTING.otpPerEmailPerDay, wait: waitText(perDay, i18n) },
        },
      ),
    );
    return emailRefusal(429, words, perDay, field);
  }
  const perHour = capped(VOTING.otpPerEmailPerHour, HOUR);
  if (perHour !== undefined) {
    const words = said((i18n) =>
      i18n._(
        /*i18n*/ {
          id: 'This address has had {count} codes in the last hour. Please try again in {wait}.',
          values: { count: VOTING.otpPerEmailPerHour, wait: waitText(perHour, i18n) },
        },
      ),
    );
    return emailRefusal(429, words, perHour, field);
  }
  return undefined;
}

/** A voting code's verification: a token (hashed in vote_verifications) that lets the inbox vote once, soon. */
export const VOTE_PURPOSE: OtpPurposeOptions<Verification> = {
  purpose: 'vote',
  noun: 'a voting code',
  mail: otpMail,
  limitKey: 'otp',
  async issue(tx, { claim, canonicalEmail, at }) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(at.getTime() + VOTING.verificationMinutes * MINUTE);
    const issued = await tx.execute(sql`
      with claimed as (${claim})
      insert into ${voteVerifications} (email, token_hash, created_at, expires_at)
      select ${canonicalEmail}, ${hashVoteToken(token)}, ${at.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz from claimed
      returning id`);
    return rowsOf(issued).length === 0 ? undefined : { token, expiresAt };
  },
};

/** The e-mail one-time codes of PRODUCT.md "Audience votes"; every piece of state in the database. */
export function createOtpService(o: OtpOptions): OtpServiceOf<Verification>;
export function createOtpService<V>(o: OtpOptions, p: OtpPurposeOptions<V>): OtpServiceOf<V>;
export function createOtpService(o: OtpOptions, p: OtpPurposeOptions<unknown> = VOTE_PURPOSE): OtpServiceOf<unknown> {
  const fields = p.fields ?? { email: 'email', code: 'otp' };
  const sendWindow: Window = { limit: o.sendPerIpPerHour, windowMs: HOUR };
  const verifyWindow: Window = { limit: o.verifyFailuresPerIpPerHour, windowMs: HOUR };
  // The address is in the HMAC: the same code sent to two addresses is stored differently.
  const codeHash = (email: string, code: string) => createHmac('sha256', o.key).update(`${email}\n${code}`).digest();

  /**
   * A unit of the client address's window, taken before the work so that a burst of parallel
   * requests gets no more through than a sequence would (platform/rate-limit.ts).
   */
  async function takeUnit(key: string, window: Window, refusal: (i18n: I18n, wait: string) => string): Promise<Ticket> {
    const admission = await o.limiter.consume(key, window);
    if (!admission.allowed) {
      const { retryAfter } = admission;
      throw tooManyRequests(
        said((i18n) => refusal(i18n, waitText(retryAfter, i18n))),
        retryAfter,
      );
    }
    return admission.ticket;
  }

  /** Locks one address's codes for this transaction: two sends to it run one after the other. */
  const lockAddress = (tx: Tx, email: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${p.purpose}:${email}`}))`);

  /**
   * Codes sent count against the client's address; a code refused or not delivered does not.
   * `beforeCode` may refuse first (the vehicle takes no votes now) or answer what the mail should
   * add (this inbox already voted at that show: told to the inbox only, never in the answer,
   * which is the same either way; ADR 032).
   */
  async function send(
    rawEmail: string,
    ip: string,
    beforeCode?: (canonical: string) => Promise<MailNote>,
  ): Promise<{ resendAfter: number }> {
    const ticket = await takeUnit(`${p.limitKey}-send:ip:${ip}`, sendWindow, (i18n, wait) =>
      i18n._(/*i18n*/ { id: 'Too many codes were asked for from your network. Please try again in {wait}.', values: { wait } }),
    );
    // Codes, the pause and the caps count per inbox (canonical-email.ts): x+1..x+999@gmail.com
    // share one allowance. The mail goes to the address typed.
    const email = canonicalEmail(rawEmail);
    // A refusal here (no votes at that vehicle now) keeps its unit, as it did when it also told
    // whether the address voted: asking stays limited like asking for codes (ADR 017).
    const note = (await beforeCode?.(email)) ?? {};
    return refundingOnThrow(o.limiter, [ticket], () => sendCode(email, normaliseEmail(rawEmail), note));
  }

  async function sendCode(email: string, to: string, note: MailNote): Promise<{ resendAfter: number }> {
    const t = o.now().getTime();
    const code = String(randomInt(0, 10 ** o.digits)).padStart(o.digits, '0');
    const pendingId = await o.db.transaction(async (tx) => {
      await lockAddress(tx, email);
      const recent = await tx
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, p.purpose), gt(otpCodes.createdAt, new Date(t - DAY))))
        .orderBy(desc(otpCodes.createdAt));
      const refused = refusal(
        recent.map((row) => row.createdAt.getTime()),
        t,
        fields.email,
      );
      if (refused) throw refused;
      // Counted from here on, so a second request racing this one is told to wait.
      const [row] = await tx
        .insert(otpCodes)
        .values({
          email,
          purpose: p.purpose,
          codeHash: codeHash(email, code).toString('base64url'),
          createdAt: new Date(t),
          expiresAt: new Date(t + VOTING.otpValidityMinutes * MINUTE),
        })
        .returning({ id: otpCodes.id });
      if (!row) throw new Error('otp insert returned nothing');
      return row.id;
    });

    // Outside the transaction: a slow mail server must not hold a database connection.
    try {
      await o.mailer.send(p.mail(to, code, note));
    } catch (error) {
      await o.db.delete(otpCodes).where(eq(otpCodes.id, pendingId));
      o.log.warn({ reason: error instanceof Error ? error.message : String(error) }, `${p.noun} could not be sent`);
      throw emailRefusal(502, SEND_FAILED, undefined, fields.email);
    }

    // Sent: this code is the address's live one; older unused ones are superseded. One statement.
    const sentAt = o.now();
    await o.db
      .update(otpCodes)
      .set({
        sentAt: sql`case when ${otpCodes.id} = ${pendingId} then ${sentAt.toISOString()}::timestamptz else ${otpCodes.sentAt} end`,
        supersededAt: sql`case when ${otpCodes.id} = ${pendingId} then ${otpCodes.supersededAt} else ${sentAt.toISOString()}::timestamptz end`,
      })
      .where(
        and(
          eq(otpCodes.email, email),
          eq(otpCodes.purpose, p.purpose),
          or(eq(otpCodes.id, pendingId), and(lt(otpCodes.id, pendingId), isNull(otpCodes.supersededAt), isNull(otpCodes.usedAt))),
        ),
      );
    return { resendAfter: VOTING.otpResendSeconds };
  }

  type Outcome = { kind: 'verified'; verification: unknown } | { kind: 'refused'; error: HttpError };
  const otpRefusal = (message: string): Outcome => ({ kind: 'refused', error: new HttpError(400, { [fields.code]: [message] }) });

  /** Only failures count against the address: a venue's visitors share one. */
  async function verify(rawEmail: string, otp: string, ip: string): Promise<unknown> {
    // The shared schema takes 4 to 8 digits; this server's codes have exactly OTP_DIGITS.
    if (otp.length !== o.digits) throw new HttpError(400, { [fields.code]: [INVALID_OTP_MESSAGE] });
    const ticket = await takeUnit(`${p.limitKey}-verify:ip:${ip}`, verifyWindow, (i18n, wait) =>
      i18n._(/*i18n*/ { id: 'Too many wrong codes from your network. Please try again in {wait}.', values: { wait } }),
    );
    const outcome = await refundingOnThrow(o.limiter, [ticket], () => checkCode(rawEmail, otp));
    if (outcome.kind === 'refused') throw outcome.error;
    await o.limiter.refund(ticket);
    return outcome.verification;
  }

  async function checkCode(rawEmail: string, otp: string): Promise<Outcome> {
    // A code sent to x+1@gmail.com is the inbox's code: typed as x@gmail.com it still verifies.
    const email = canonicalEmail(rawEmail);
    const t = o.now();
    return o.db.transaction(async (tx): Promise<Outcome> => {
      // The newest code sent to the address, locked: of two verifies of one code only one gets it.
      const [row] = await tx
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, p.purpose), isNotNull(otpCodes.sentAt), isNull(otpCodes.supersededAt)))
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1)
        .for('update');
      if (!row || row.usedAt) return { kind: 'refused', error: emailRefusal(400, NO_CODE, undefined, fields.email) };
      if (row.wrongTries >= VOTING.otpMaxWrongTries) return otpRefusal(CODE_BURNT);
      if (row.expiresAt <= t) return otpRefusal(CODE_EXPIRED);

      const stored = Buffer.from(row.codeHash, 'base64url');
      const given = codeHash(email, otp);
      if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
        await tx
          .update(otpCodes)
          .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
          .where(eq(otpCodes.id, row.id));
        return otpRefusal(row.wrongTries + 1 >= VOTING.otpMaxWrongTries ? LAST_TRY : INVALID_OTP_MESSAGE);
      }

      const claim = sql`update ${otpCodes} set used_at = ${t.toISOString()}::timestamptz
        where id = ${row.id} and used_at is null and wrong_tries < ${VOTING.otpMaxWrongTries} returning id`;
      const verification = await p.issue(tx, { claim, canonicalEmail: email, email: normaliseEmail(rawEmail), at: t });
      if (verification === undefined) return { kind: 'refused', error: emailRefusal(400, NO_CODE, undefined, fields.email) };
      return { kind: 'verified', verification };
    });
  }

  return { send, verify };
}

/**
 * Codes and verifications older than a day count toward nothing any more: deleted by a timer
 * (otp-sweep.ts), off the request path (issue 16: two DELETEs on every code sent).
 */
export async function sweepOtp(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY);
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, dayAgo));
  await db.delete(voteVerifications).where(lt(voteVerifications.expiresAt, dayAgo));
}

export interface OtpServiceOf<V> {
  send(rawEmail: string, ip: string, beforeCode?: (canonical: string) => Promise<MailNote>): Promise<{ resendAfter: number }>;
  verify(rawEmail: string, otp: string, ip: string): Promise<V>;
}
export type OtpService = OtpServiceOf<Verification>;
