import { setupI18n, type I18n } from '@lingui/core';
import { create } from 'zustand';
import { APP_CATALOGS, PUBLIC_CATALOGS } from '@showgrid/shared/i18n/catalogs';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@showgrid/shared/i18n/translate';
import { deviceLocale } from '../../lib/device-locale';
import type { Locale } from '@showgrid/shared/locales';

/**
 * The language of the app's screens (issue 33, scope 3): an organiser's, a judge's or a gate
 * volunteer's own. The device keeps it in the same cookie as the public pages' picker (one choice
 * per device, read by the server too); the account keeps it on the server and wins once known
 * (use-account-language.ts). Without either, the browser's languages, else English.
 */
export { deviceLocale };

function keepOnDevice(locale: Locale): void {
  // Lax and readable by the script: the server reads it for the public pages, the app here.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${String(LOCALE_COOKIE_MAX_AGE_S)}; samesite=lax`;
}

/**
 * The app's one translator: changing language loads that language's catalogs into it and
 * activates them, so the screens re-render in place (a sheet being typed keeps what it holds).
 */
export const appI18n: I18n = setupI18n();
const loading = new Map<Locale, Promise<void>>();

/** Downloads a language's words (the app's and the public components'), once per page load. */
export function loadLanguage(locale: Locale): Promise<void> {
  const pending =
    loading.get(locale) ??
    Promise.all([APP_CATALOGS[locale](), PUBLIC_CATALOGS[locale]()]).then(([app, shared]) => {
      appI18n.load(locale, { ...shared, ...app });
    });
  loading.set(locale, pending);
  // A failed download (offline before the catalog was cached) may be tried again.
  pending.catch(() => loading.delete(locale));
  return pending;
}

interface LanguageState {
  locale: Locale;
}

export const useAppLanguage = create<LanguageState>(() => ({ locale: deviceLocale() }));

/** Switches the screens to a language once its words are here; the device remembers it. */
export async function switchLanguage(locale: Locale): Promise<void> {
  await loadLanguage(locale);
  keepOnDevice(locale);
  appI18n.activate(locale);
  document.documentElement.lang = locale;
  useAppLanguage.setState({ locale });
}
