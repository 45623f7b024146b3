import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENTRANT_MESSAGES } from '@showgrid/shared/entry-form-rules';
import { english, translated, type I18n } from '@showgrid/shared/i18n/translate';
import type { Locale } from '@showgrid/shared/locales';
import { registerLines, registerOutcomePath, registerPath, type PublicPage, type RegisterStep } from '@showgrid/shared/public-pages';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import { HttpError } from '../../lib/http-errors.ts';
import { i18nFor, requestLocale } from '../../lib/i18n.ts';
import { CROSS_SITE_REFUSED } from '../../plugins/auth.ts';
import type { TokenService } from '../auth/tokens.ts';
import { entrantOfPage, setEntrantCookie, type EntrantCodeSteps } from '../registration/entrant-sign-in.ts';
import { REGISTRATION_NOT_SET_UP, type PublicRegistrationRead } from '../registration/public-registration.ts';
import type { RegistrationService } from '../registration/service.ts';
import { answerEntryForm, keptEntryOfForm } from './entry-form.ts';
import { hasKept, KEPT_BODY_MAX } from './kept-entry.ts';
import { formFields, fromAnotherSite } from './page-request.ts';
import { answerSignInForm } from './register-form.ts';

export interface RegisterPagesOptions {
  read: PublicRegistrationRead;
  codeSteps: EntrantCodeSteps;
  tokens: TokenService;
  registrations: RegistrationService;
}

export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  content: PublicPage,
  status?: number,
) => FastifyReply | Promise<FastifyReply>;

export const NOT_A_REGISTER_FORM = english(/*i18n*/ { id: 'Send the page’s form: this address takes nothing else.' });
/**
 * The sign-in steps are a few fields, and the entry they may carry (kept-entry.ts): nothing bigger
 * is read (the entry form itself, with its photos, is multipart).
 */
export const SIGN_IN_BODY_LIMIT = 2048 + KEPT_BODY_MAX;

/**
 * The page's language, as routes.ts's `page` chooses it: the reader's (the picker's cookie, else
 * the browser's), else the show's own `strLocale`.
 */
const pageLocaleOf = (request: FastifyRequest, registration: PublicRegistration): Locale => requestLocale(request, registration.strLocale);

const takesEntries = (registration: PublicRegistration) => registration.strState === 'open' && registration.arrClasses.length > 0;

/**
 * A step's words in the page's language: the refusals and notices are the server's English ids
 * (the API's, the contract schema's, SPEC's), translated by the catalogs that hold them (the
 * server's own among them, which the browser does not download).
 */
function stepIn(step: RegisterStep | null, i18n: I18n): RegisterStep | null {
  const say = (text: string | undefined) => (text === undefined ? undefined : translated(i18n, text));
  if (step === null || step.step === 'outcome') return step;
  if (step.step === 'entry') {
    const errors = Object.fromEntries(Object.entries(step.errors).map(([field, message]) => [field, say(message)]));
    return { ...step, errors, formError: say(step.formError) };
  }
  return { ...step, error: say(step.error), notice: say(step.notice) };
}

/**
 * /register/{eventId} rendered on the server (issue 32): the event's classes and fees for anyone,
 * then the entrant's steps as forms that work without script: the e-mail code (urlencoded posts),
 * the entry (multipart, with its photos), and what became of it. The browser is known by the
 * entrant's cookie, which the API's sign-in sets under /register/ too.
 */
export function registerPageRoutes(app: FastifyInstance, options: RegisterPagesOptions, page: SendPage): void {
  const { read, codeSteps, tokens, registrations } = options;

  const registrationOf = async (raw: string): Promise<PublicRegistration | null> => {
    const eventId = Number(raw);
    if (!Number.isSafeInteger(eventId) || eventId <= 0) return null;
    try {
      return await read(eventId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  };
  const missing = (request: FastifyRequest, reply: FastifyReply) =>
    page(request, reply, { kind: 'unavailable', message: REGISTRATION_NOT_SET_UP }, 404);
  /** The page in its reader's language (routes.ts's `page` chooses the same): its dates and the step's words. */
  const show = (
    request: FastifyRequest,
    reply: FastifyReply,
    registration: PublicRegistration,
    step: RegisterStep | null,
    status = 200,
  ) => {
    const i18n = i18nFor(pageLocaleOf(request, registration));
    const lines = registerLines(registration, registration.strTimeZone, i18n);
    return page(request, reply, { kind: 'register', registration, lines, step: stepIn(step, i18n) }, status);
  };

  /** What became of one of the entrant's own entries of this event (null: not theirs, not this event's, none). */
  const outcomeOf = async (entrantId: number, registration: PublicRegistration, raw: string | undefined): Promise<RegisterStep | null> => {
    const id = Number(raw);
    if (raw === undefined || !Number.isSafeInteger(id) || id <= 0) return null;
    try {
      const record = await registrations.ofEntrant(entrantId, id);
      if (record.eventId !== registration.intEventId) return null;
      return {
        step: 'outcome',
        outcome: {
          intRegistrationId: record.id,
          strStatus: record.status,
          strClassName: record.categoryName,
          blnPaysAtGate: record.paymentMode === 'gate',
        },
      };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  };

  app.get<{ Params: { eventId: string }; Querystring: { entry?: string } }>('/register/:eventId', async (request, reply) => {
    const registration = await registrationOf(request.params.eventId);
    if (!registration) return missing(request, reply);
    const entrantId = await entrantOfPage(request, tokens);
    const outcome = entrantId === null ? null : await outcomeOf(entrantId, registration, request.query.entry);
    if (outcome) return show(request, reply, registration, outcome);
    if (!takesEntries(registration)) return show(request, reply, registration, null);
    return show(
      request,
      reply,
      registration,
      entrantId === null ? { step: 'email', email: '' } : { step: 'entry', values: {}, errors: {} },
    );
  });

  app.post<{ Params: { eventId: string }; Body: unknown }>(
    '/register/:eventId',
    { bodyLimit: SIGN_IN_BODY_LIMIT },
    async (request, reply) => {
      if (fromAnotherSite(request)) return page(request, reply, { kind: 'unavailable', message: CROSS_SITE_REFUSED }, 403);
      const type = request.headers['content-type']?.toLowerCase() ?? '';
      const multipart = type.startsWith('multipart/form-data');
      if (!multipart && !type.startsWith('application/x-www-form-urlencoded')) {
        return page(request, reply, { kind: 'unavailable', message: NOT_A_REGISTER_FORM }, 415);
      }
      const registration = await registrationOf(request.params.eventId);
      if (!registration) return missing(request, reply);
      if (!takesEntries(registration)) return show(request, reply, registration, null, 400);

      if (multipart) {
        const entrantId = await entrantOfPage(request, tokens);
        if (entrantId === null) {
          // What was typed rides through the e-mail steps and fills the form again once signed in.
          const kept = await keptEntryOfForm(request);
          const step: RegisterStep = {
            step: 'email',
            email: '',
            error: ENTRANT_MESSAGES.signInLapsed,
            kept: hasKept(kept) ? kept : undefined,
          };
          return show(request, reply, registration, step, 401);
        }
        const answer = await answerEntryForm(request, registration, entrantId, registrations, i18nFor(pageLocaleOf(request, registration)));
        if (!answer.entered) return show(request, reply, registration, answer.step, answer.status);
        // Post, redirect, get: to the payment page, or to what became of the entry (a reload never enters the car twice).
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .redirect(answer.checkoutUrl ?? registerOutcomePath(registration.intEventId, answer.registrationId));
      }

      // The code's mail speaks the asker's language; the page's refusals, the page's.
      const answer = await answerSignInForm(codeSteps, formFields(request.body), request.ip, {
        mail: pageLocaleOf(request, registration),
        page: i18nFor(pageLocaleOf(request, registration)),
      });
      if (answer.signedIn) {
        setEntrantCookie(request, reply, answer.token);
        // Signed in again after a lapse: the entry as typed, to send (the photos chosen again).
        if (hasKept(answer.kept))
          return show(request, reply, registration, { step: 'entry', values: answer.kept, errors: {}, photosDropped: true });
        return reply.code(303).header('cache-control', 'no-store').redirect(registerPath(registration.intEventId));
      }
      if (answer.retryAfter !== undefined) reply.header('retry-after', answer.retryAfter);
      return show(request, reply, registration, answer.step, answer.status);
    },
  );
}
