import type { Locale } from '@showgrid/shared/locales';
import {
  AUDIENCE_MESSAGES,
  sendFailureOf,
  verifyFailureOf,
  voteFailureOf,
  type VerifyStep,
  type VoteTarget,
} from '@showgrid/shared/public-pages';
import { sendOtpBodySchema, verifyOtpBodySchema } from '@showgrid/shared/schemas/attendee';
import { LIMITS } from '@showgrid/shared/limits';
import { HttpError } from '../../lib/http-errors.ts';
import { i18nFor } from '../../lib/i18n.ts';
import type { AudienceFlow } from '../attendee/audience-flow.ts';
import { fieldErrors, type FormFields } from './page-request.ts';

export type FormAnswer = { voted: true } | { voted: false; form: VerifyStep; status: number; retryAfter?: string };

export const UNKNOWN_ACTION = 'Send OTP first, then enter the code to vote.';

/** What the visitor typed, shown back in the form: trimmed and never longer than an address may be. */
const echo = (value: string | undefined) => (value ?? '').trim().slice(0, LIMITS.emailMax);

/**
 * POST /audience/verify without script: send (or send again) a code, or verify it and vote. The
 * API's steps (attendee/audience-flow.ts) with the contract's schemas, so the limits and the words
 * are the API's; a refusal comes back in the step it was made in, under its field.
 */
export async function answerVerifyForm(
  flow: AudienceFlow,
  target: VoteTarget,
  fields: FormFields,
  ip: string,
  locale: Locale,
): Promise<FormAnswer> {
  const email = echo(fields.email);
  const refused = (step: VerifyStep['step'], error: string, status = 400, retryAfter?: string): FormAnswer => ({
    voted: false,
    form: { step, email, error },
    status,
    retryAfter,
  });
  const refusedBy = (step: VerifyStep['step'], word: (body: unknown) => string, error: unknown): FormAnswer => {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    // In the page's language: a wait or a date is worded for this visitor (the rest the page translates by its id).
    return refused(step, word(error.bodyIn(i18nFor(locale))), error.statusCode, error.headers['retry-after']);
  };

  if (fields.action === 'send' || fields.action === 'resend') {
    const step = fields.action === 'send' ? 'email' : 'code';
    const parsed = sendOtpBodySchema.safeParse({ email: fields.email, intVehicleId: target.intVehicleId });
    if (!parsed.success) return refused(step, sendFailureOf(fieldErrors(parsed.error)));
    try {
      const { resendAfter } = await flow.sendCode(parsed.data.email, target.intVehicleId, ip, locale);
      return { voted: false, status: 200, form: { step: 'code', email: parsed.data.email, notice: AUDIENCE_MESSAGES.sent, resendAfter } };
    } catch (error) {
      return refusedBy(step, sendFailureOf, error);
    }
  }

  if (fields.action === 'vote') {
    const parsed = verifyOtpBodySchema.safeParse({ email: fields.email, otp: fields.otp });
    if (!parsed.success) return refused('code', verifyFailureOf(fieldErrors(parsed.error)));
    let token: string;
    try {
      token = (await flow.verifyCode(parsed.data.email, parsed.data.otp, ip)).token;
    } catch (error) {
      return refusedBy('code', verifyFailureOf, error);
    }
    try {
      await flow.castVote(parsed.data.email, target.intVehicleId, token, ip);
      return { voted: true };
    } catch (error) {
      return refusedBy('code', voteFailureOf, error);
    }
  }

  return refused('email', UNKNOWN_ACTION);
}
