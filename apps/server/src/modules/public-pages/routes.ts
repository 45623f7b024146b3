import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@showgrid/shared/locales';
import { english, translated, type I18n } from '@showgrid/shared/i18n/translate';
import { speaksEveryLanguage, thanksPath, votingWindowLine, type PublicPage, type VoteTarget } from '@showgrid/shared/public-pages';
import { columnPicture } from '@showgrid/shared/media-variants';
import { HttpError } from '../../lib/http-errors.ts';
import { i18nFor, requestLocale } from '../../lib/i18n.ts';
import { CROSS_SITE_REFUSED } from '../../plugins/auth.ts';
import { audienceVehicleParamsSchema } from '@showgrid/shared/schemas/attendee';
import { clientKey } from '../../lib/client-address.ts';
import type { PublicLimit } from '../../platform/public-limit.ts';
import type { AudienceFlow } from '../attendee/audience-flow.ts';
import type { PublicAwards } from '../awards/public-awards.ts';
import { NOT_PUBLISHED } from '../awards/sharing.ts';
import { presentAudienceVehicle } from '../attendee/presenter.ts';
import { setVotedCookie, votedVehicleId } from '../attendee/vote-cookie.ts';
import type { PublicRenderer } from './renderer.ts';
import { sendDocument } from './send-document.ts';
import { formFields, fromAnotherSite } from './page-request.ts';
import { languageRoutes } from './language-routes.ts';
import { registerPageRoutes, type RegisterPagesOptions } from './register-routes.ts';
import { answerVerifyForm } from './verify-form.ts';

export interface PublicPagesOptions {
  renderer: PublicRenderer;
  flow: AudienceFlow;
  /** The published results and the awards link, from the public cache the API reads too (ADR 032). */
  awards: PublicAwards;
  publicLimit: PublicLimit;
  timeZone: string;
  /** /register/{eventId}'s reads and steps (issue 31's registration). */
  register: RegisterPagesOptions;
}

/** A form of these pages holds an address and a code: 2 KiB is ample, and nothing bigger is read. */
const FORM_BODY_LIMIT = 2048;
const FORM_TYPE = 'application/x-www-form-urlencoded';
export const NOT_A_FORM = 'Send the page’s form: this address takes nothing else.';
const TITLE = 'Showgrid';

/**
 * The visitor's pages rendered on the server (issue 32, ADR 042): the card's page, the e-mail code
 * step and the thanks, each whole in the first response, with forms that work without script.
 * Not under /api: these answer HTML. Outside this plugin no route reads a form body.
 */
export const publicPagesRoutes: FastifyPluginAsync<PublicPagesOptions> = async (
  app,
  { renderer, flow, awards, publicLimit, timeZone, register },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  /**
   * A page in its reader's language (ADR 045): the visitor's choice, else the browser's, else the
   * show's (`eventLocale`); a page not yet translated stays English, so <html lang> never lies.
   */
  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    content: PublicPage,
    status = 200,
    extra: { image?: string | null; eventLocale?: Locale | null } = {},
  ) => {
    const locale = speaksEveryLanguage(content) ? requestLocale(request, extra.eventLocale ?? eventLocaleOf(content)) : 'en';
    const i18n = i18nFor(locale);
    const head = { title: titleOf(content, i18n), preloadImage: extra.image ? columnPicture(extra.image) : null };
    reply.header('content-language', locale);
    return sendDocument(request, reply, renderer.document(content, head, { locale, path: request.url }), status);
  };
  registerPageRoutes(app, register, page);
  languageRoutes(app);

  /** The vehicle a card names and its show's language, or null (unknown, not Paid yet). */
  const voteOf = async (raw: string | undefined): Promise<{ target: VoteTarget; eventLocale: Locale } | null> => {
    const uniqueId = cardId(raw);
    if (!uniqueId) return null;
    try {
      const vehicle = presentAudienceVehicle(await flow.vehicle(uniqueId), timeZone);
      return {
        target: { intVehicleId: vehicle.intVehicleId, strVehicleName: vehicle.strVehicleName, strUniqueId: vehicle.strUniqueId },
        eventLocale: vehicle.strLocale,
      };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  };

  app.get<{ Params: { vehicleId: string } }>('/audience/:vehicleId', async (request, reply) => {
    try {
      const vehicle = presentAudienceVehicle(await flow.vehicle(cardId(request.params.vehicleId) ?? ''), timeZone);
      // The window's line is worded here, in the page's language (one time-zone database for both renders).
      const windowLine = votingWindowLine(vehicle, i18nFor(requestLocale(request, vehicle.strLocale)));
      return await page(request, reply, { kind: 'vehicle', vehicle, windowLine }, 200, { image: vehicle.strImage });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      return page(request, reply, { kind: 'vehicle-missing', notEntered: error.body.blnNotEntered === true }, 404);
    }
  });

  app.get<{ Querystring: { vehicle?: string } }>('/audience/verify', async (request, reply) => {
    const vote = await voteOf(request.query.vehicle);
    return page(request, reply, { kind: 'verify', target: vote?.target ?? null, form: { step: 'email', email: '' } }, 200, vote ?? {});
  });

  // Whatever the body's type, nothing over the form's limit is read (the app's JSON parser would read 1 MiB).
  app.post<{ Querystring: { vehicle?: string }; Body: unknown }>(
    '/audience/verify',
    { bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      // The forms post here from this site's own pages; another site's page may not send codes or votes through a visitor's browser.
      if (fromAnotherSite(request)) return page(request, reply, { kind: 'unavailable', message: CROSS_SITE_REFUSED }, 403);
      if (!request.headers['content-type']?.toLowerCase().startsWith(FORM_TYPE)) {
        return page(request, reply, { kind: 'unavailable', message: NOT_A_FORM }, 415);
      }
      const vote = await voteOf(request.query.vehicle);
      if (!vote) return page(request, reply, { kind: 'verify', target: null, form: { step: 'email', email: '' } }, 404);
      const { target } = vote;
      const locale = requestLocale(request, vote.eventLocale);
      const answer = await answerVerifyForm(flow, target, formFields(request.body), request.ip, locale);
      if (answer.voted) {
        setVotedCookie(request, reply, target.intVehicleId);
        // Post, redirect, get: a reload of the thanks page never posts the vote again.
        return reply.code(303).header('cache-control', 'no-store').redirect(thanksPath(target.strUniqueId));
      }
      if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
      // The refusal or notice in the page's language: the server's words are in its own catalog.
      const i18n = i18nFor(locale);
      const form = {
        ...answer.form,
        error: answer.form.error === undefined ? undefined : translated(i18n, answer.form.error),
        notice: answer.form.notice === undefined ? undefined : translated(i18n, answer.form.notice),
      };
      return page(request, reply, { kind: 'verify', target, form }, answer.status, vote);
    },
  );

  /** A public read's page: counted as the API's read is (a page load is one read, ADR 032); a refusal in the page's own words. */
  const publicRead = async (request: FastifyRequest, reply: FastifyReply, read: () => Promise<PublicPage | null>) => {
    try {
      publicLimit.take(clientKey(request.ip));
      const content = await read();
      if (!content) return await page(request, reply, { kind: 'unavailable', message: NOT_PUBLISHED }, 404);
      // The show's language for a reader who asks for none of ours (ADR 045), as the card's page does.
      return await page(request, reply, content, 200);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const message = typeof error.body.detail === 'string' ? error.body.detail : NOT_PUBLISHED;
      reply.headers(error.headers);
      return page(request, reply, { kind: 'unavailable', message }, error.statusCode);
    }
  };

  app.get<{ Params: { eventId: string } }>('/results/:eventId', async (request, reply) =>
    publicRead(request, reply, async () => {
      const eventId = Number(request.params.eventId);
      const results = Number.isSafeInteger(eventId) && eventId > 0 ? await awards.publishedOf(eventId) : null;
      return results && { kind: 'results', results };
    }),
  );

  app.get<{ Params: { token: string } }>('/awards/shared/:token', async (request, reply) =>
    publicRead(request, reply, async () => {
      const { token } = request.params;
      return { kind: 'awards', token, awards: await awards.awardsOf(await awards.sharing.eventOfToken(token)) };
    }),
  );

  app.get<{ Querystring: { vehicle?: string } }>('/audience/thanks', async (request, reply) => {
    const vote = await voteOf(request.query.vehicle);
    // Thanks only to the browser that voted for it.
    const voted = vote !== null && votedVehicleId(request) === vote.target.intVehicleId;
    return page(request, reply, { kind: 'thanks', target: voted ? vote.target : null }, 200, vote ?? {});
  });
};

/** A card number as the API reads it (its own params schema); null when it is none. */
const cardId = (raw: string | undefined): string | null => audienceVehicleParamsSchema.safeParse({ uniqueId: raw }).data?.uniqueId ?? null;

const VERIFY_TITLE = english(/*i18n*/ { id: 'Verify your identity' });
const THANKS_TITLE = english(/*i18n*/ { id: 'Thank you for Voting' });
const RESULTS_TITLE = english(/*i18n*/ { id: 'Results' });
const AWARDS_TITLE = english(/*i18n*/ { id: 'Awards' });

/** The show's language the published results, the awards screen and the registration page carry (null: another page). */
function eventLocaleOf(content: PublicPage): Locale | null {
  if (content.kind === 'results') return content.results.strLocale ?? null;
  if (content.kind === 'awards') return content.awards.strLocale ?? null;
  if (content.kind === 'register') return content.registration.strLocale;
  if (content.kind === 'vehicle') return content.vehicle.strLocale;
  return null;
}

function titleOf(content: PublicPage, i18n: I18n): string {
  if (content.kind === 'vehicle') return `${content.vehicle.strVehicleName} · ${content.vehicle.strEventTitle} · ${TITLE}`;
  if (content.kind === 'verify') return `${i18n._(VERIFY_TITLE)} · ${TITLE}`;
  if (content.kind === 'thanks' && content.target) return `${i18n._(THANKS_TITLE)} · ${TITLE}`;
  if (content.kind === 'results') return `${i18n._(RESULTS_TITLE)} · ${content.results.strEventTitle} · ${TITLE}`;
  if (content.kind === 'awards') return `${i18n._(AWARDS_TITLE)} · ${content.awards.strEventTitle} · ${TITLE}`;
  if (content.kind === 'register') {
    // Signing up for the show (not a car's registration number, which is also "Registration").
    const registration = i18n._(/*i18n*/ { id: 'Registration (signing up)', message: 'Registration' });
    return `${registration} · ${content.registration.strEventTitle} · ${TITLE}`;
  }
  return TITLE;
}
