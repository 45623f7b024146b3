import type { FastifyRequest } from 'fastify';
// The cookie plugin's types (request.cookies), for every program that compiles this file (the e2e's seeding too).
import type {} from '@fastify/cookie';
import { DEFAULT_LOCALE, type Locale } from '@showgrid/shared/locales';
import { LOCALE_COOKIE, pageLocale, translatorsOf, type I18n } from '@showgrid/shared/i18n/translate';
import { messages as dePublic } from '@showgrid/shared/i18n/locales/de/public';
import { messages as deServer } from '@showgrid/shared/i18n/locales/de/server';
import { messages as enPublic } from '@showgrid/shared/i18n/locales/en/public';
import { messages as enServer } from '@showgrid/shared/i18n/locales/en/server';
import { messages as esPublic } from '@showgrid/shared/i18n/locales/es/public';
import { messages as esServer } from '@showgrid/shared/i18n/locales/es/server';
import { messages as frPublic } from '@showgrid/shared/i18n/locales/fr/public';
import { messages as frServer } from '@showgrid/shared/i18n/locales/fr/server';
import { messages as nlPublic } from '@showgrid/shared/i18n/locales/nl/public';
import { messages as nlServer } from '@showgrid/shared/i18n/locales/nl/server';

/**
 * The server's words in each language (ADR 045): the shared catalog (what pages and the API's
 * answers share) and the server's own (mails, files, its refusals), one translator per language,
 * made once.
 */
export const i18nFor: (locale: Locale) => I18n = translatorsOf({
  en: [enPublic, enServer],
  de: [dePublic, deServer],
  fr: [frPublic, frServer],
  nl: [nlPublic, nlServer],
  es: [esPublic, esServer],
});

/** The language a visitor's request asks for: the picker's cookie, then the browser's, then the event's, then English. */
export function requestLocale(request: FastifyRequest, event: Locale | null = null): Locale {
  const header = request.headers['accept-language'];
  // Cookies are parsed early, but an error may be answered before (a malformed request line).
  const cookies: Partial<Record<string, string>> | undefined = request.cookies;
  return pageLocale({ chosen: cookies?.[LOCALE_COOKIE], acceptLanguage: typeof header === 'string' ? header : undefined, event });
}

export const ENGLISH: I18n = i18nFor(DEFAULT_LOCALE);
