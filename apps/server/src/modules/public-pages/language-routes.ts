import type { FastifyInstance } from 'fastify';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@showgrid/shared/i18n/translate';
import { isLocale, LOCALE_MESSAGE } from '@showgrid/shared/locales';
import { LANGUAGE_PATH, safeBack } from '@showgrid/shared/public-pages';

/**
 * The public pages' language picker (issue 33): GET /language/{locale}?back={path} keeps the
 * visitor's choice in a cookie for a year and goes back to the page. A link, so it works without
 * script; Lax, so the card's page opened from a QR scan carries it; never to another site.
 */
export function languageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { locale: string }; Querystring: { back?: string } }>(`${LANGUAGE_PATH}/:locale`, async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return reply.code(400).type('text/plain; charset=utf-8').send(LOCALE_MESSAGE);
    return reply
      .setCookie(LOCALE_COOKIE, locale, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        // Readable by the app's script: the same choice names the language of its screens (issue 33).
        httpOnly: false,
        secure: request.protocol === 'https',
      })
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(safeBack(request.query.back));
  });
}
