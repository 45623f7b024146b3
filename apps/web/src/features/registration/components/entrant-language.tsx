import { use, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { PUBLIC_CATALOGS } from '@showgrid/shared/i18n/catalogs';
import { messages as publicEnglish } from '@showgrid/shared/i18n/locales/en/public';
import { createI18n, type I18n } from '@showgrid/shared/i18n/translate';
import { DEFAULT_LOCALE, type Locale } from '@showgrid/shared/locales';
import { deviceLocale } from '../../../lib/device-locale';

/** The device's language, as the app's screens take it (lib/device-locale.ts). */
export const entrantLocale = deviceLocale;

// English comes with the page (the shared components' words are English without a translator);
// another language downloads its public catalog once, English when it cannot be had (offline,
// until the page is reloaded).
// A language already here renders at once, never through the page's fallback.
const ENGLISH = createI18n(DEFAULT_LOCALE, publicEnglish);
const ready = new Map<Locale, I18n>([[DEFAULT_LOCALE, ENGLISH]]);
const translators = new Map<Locale, Promise<I18n>>();

function translatorOf(locale: Locale): Promise<I18n> {
  const pending =
    translators.get(locale) ??
    PUBLIC_CATALOGS[locale]()
      .then((messages) => {
        const i18n = createI18n(locale, messages);
        ready.set(locale, i18n);
        return i18n;
      })
      // Kept for this page load: a render retried on it must not ask again (a browser keeps a failed module anyway).
      .catch(() => ENGLISH);
  translators.set(locale, pending);
  return pending;
}

/**
 * /entrant in the entrant's own language (issue 33): the public catalog of the device's language
 * (the registration page's words and the page's own), <html lang> set while the page shows.
 */
export function EntrantLanguage({ children }: { children: ReactNode }) {
  const [locale] = useState(entrantLocale);
  const i18n = ready.get(locale) ?? use(translatorOf(locale));
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = i18n.locale;
    return () => {
      root.lang = before;
    };
  }, [i18n]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
