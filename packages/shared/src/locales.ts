import { english } from './i18n/english.ts';

/**
 * The languages a show speaks (issue 33): English is the source, the others are complete
 * translations. An event's `strLocale` is one of these; a visitor's browser may choose another.
 */
export const LOCALES = ['en', 'de', 'fr', 'nl', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as its speakers look for it in a list (the event form, the picker). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
};

export const isLocale = (value: string): value is Locale => LOCALES.some((locale) => locale === value);

/** An IANA time zone this runtime knows ("Europe/Amsterdam", "America/Chicago", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Without the list in the words: a language added is one catalog more, not every catalog again.
export const LOCALE_MESSAGE = english(/*i18n*/ { id: 'Choose one of the languages offered.' });
export const TIME_ZONE_MESSAGE = english(/*i18n*/ { id: 'Enter a time zone such as Europe/Amsterdam.' });
