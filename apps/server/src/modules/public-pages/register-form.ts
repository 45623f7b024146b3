import { ENTRANT_MESSAGES, entrantSendFailureOf, entrantVerifyFailureOf } from '@showgrid/shared/entry-form-rules';
import { english, type I18n } from '@showgrid/shared/i18n/translate';
import { LIMITS } from '@showgrid/shared/limits';
import type { Locale } from '@showgrid/shared/locales';
import { KEPT_PREFIX, type EntryFormText, type RegisterStep } from '@showgrid/shared/public-pages';
import { entrantSendCodeBodySchema, entrantVerifyCodeBodySchema } from '@showgrid/shared/schemas/registration';
import { HttpError } from '../../lib/http-errors.ts';
import type { EntrantCodeSteps } from '../registration/entrant-sign-in.ts';
import { hasKept, keptEntryOf } from './kept-entry.ts';
import { fieldErrors, type FormFields } from './page-request.ts';

export type SignInAnswer =
  /** kept: the entry typed before the sign-in lapsed, to fill the form again. */
  | { signedIn: true; token: string; kept?: EntryFormText }
  | { signedIn: false; step: Extract<RegisterStep, { step: 'email' | 'code' }>; status: number; retryAfter?: string };

export const UNKNOWN_SIGN_IN_ACTION = english(/*i18n*/ { id: 'Send a code first, then enter the code from the mail.' });

const echo = (value: string | undefined) => (value ?? '').trim().slice(0, LIMITS.emailMax);

/**
 * POST /register/{eventId} without script, before the entrant is signed in: send (or send again)
 * a code, or verify it. The API's steps (registration/entrant-sign-in.ts) with the contract's
 * schemas, so the limits and the words are the API's; a refusal comes back in its step. An entry
 * sent after the sign-in lapsed rides along in every step (kept-entry.ts). The code's mail speaks
 * `languages.mail` (the asker's); the refusals worked out in words (a wait) the page's
 * (`languages.page`), and the others are the English ids, translated where the page is put
 * together (register-routes.ts).
 */
export async function answerSignInForm(
  steps: EntrantCodeSteps,
  fields: FormFields,
  ip: string,
  languages: { mail?: Locale; page: I18n },
): Promise<SignInAnswer> {
  const email = echo(fields.strEmail);
  const found = keptEntryOf(fields, KEPT_PREFIX);
  const kept = hasKept(found) ? found : undefined;
  const refused = (step: 'email' | 'code', error: string, status = 400, retryAfter?: string): SignInAnswer => ({
    signedIn: false,
    step: { step, email, error, kept },
    status,
    retryAfter,
  });
  const refusedBy = (step: 'email' | 'code', word: (body: unknown) => string, error: unknown): SignInAnswer => {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    return refused(step, word(error.bodyIn(languages.page)), error.statusCode, error.headers['retry-after']);
  };

  if (fields.action === 'send' || fields.action === 'resend') {
    const step = fields.action === 'send' ? 'email' : 'code';
    const parsed = entrantSendCodeBodySchema.safeParse({ strEmail: fields.strEmail });
    if (!parsed.success) return refused(step, entrantSendFailureOf(fieldErrors(parsed.error)));
    try {
      const { resendAfter } = await steps.send(parsed.data.strEmail, ip, languages.mail);
      return {
        signedIn: false,
        status: 200,
        step: { step: 'code', email: parsed.data.strEmail, notice: ENTRANT_MESSAGES.codeSent, resendAfter, kept },
      };
    } catch (error) {
      return refusedBy(step, entrantSendFailureOf, error);
    }
  }

  if (fields.action === 'verify') {
    const parsed = entrantVerifyCodeBodySchema.safeParse({ strEmail: fields.strEmail, strCode: fields.strCode });
    if (!parsed.success) return refused('code', entrantVerifyFailureOf(fieldErrors(parsed.error)));
    try {
      return { signedIn: true, token: await steps.verify(parsed.data.strEmail, parsed.data.strCode, ip), kept };
    } catch (error) {
      return refusedBy('code', entrantVerifyFailureOf, error);
    }
  }

  // "Use another e-mail" on the code step: back to the address, as it was, with what rides along.
  if (fields.action === 'change') return { signedIn: false, status: 200, step: { step: 'email', email, kept } };

  return refused('email', UNKNOWN_SIGN_IN_ACTION);
}
