import { LOCALE_COOKIE, negotiateLocale } from '@showgrid/shared/i18n/translate';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@showgrid/shared/locales';

/**
 * This device's language (issue 33): the picker's cookie (the public pages' and the app's one
 * choice per device), else the browser's languages, else English. Without the app's store or
 * catalogs, so a phone page can ask too.
 */
export function deviceLocale(): Locale {
  // Rendered at build time (the sign-in shells, ADR 043) or on the server: no device yet.
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const kept = document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  if (kept && isLocale(kept)) return kept;
  return negotiateLocale(navigator.languages.join(',')) ?? DEFAULT_LOCALE;
}
