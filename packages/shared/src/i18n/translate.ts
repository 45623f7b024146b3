import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales.ts';

import { templateOf } from './english.ts';

export { english, type Message } from './english.ts';

export type { I18n, Messages };

/**
 * Words that arrived as a string (the server's English in a page's data or an API's answer):
 * their translation where the catalog has them by that id (or by the template `english` filled
 * them from), else as they came (already translated, or a name).
 */
export function translated(i18n: I18n, text: string): string {
  if (Object.hasOwn(i18n.messages, text)) return i18n._(text);
  // "Must be at most 60 characters.": the words of 'Must be at most {max} characters.', its number kept.
  const template = templateOf(text);
  return template && Object.hasOwn(i18n.messages, template.id) ? i18n._(template) : text;
}

/**
 * One translator per language, made when first asked for and kept: `catalogs` names each
 * language's (merged in order). The server's and the server-rendered pages' alike.
 */
export function translatorsOf(catalogs: Record<Locale, Messages[]>): (locale: Locale) => I18n {
  const made = new Map<Locale, I18n>();
  return (locale) => {
    const kept = made.get(locale) ?? createI18n(locale, ...catalogs[locale]);
    made.set(locale, kept);
    return kept;
  };
}

/** A translator for one language, with its catalogs (merged: a page's own and the shared one). */
export function createI18n(locale: Locale, ...catalogs: Messages[]): I18n {
  const merged: Messages = {};
  for (const catalog of catalogs) Object.assign(merged, catalog);
  return setupI18n({ locale, messages: { [locale]: merged } });
}

/**
 * The language an Accept-Language header asks for, among ours: the highest weighted whose primary
 * subtag we speak ("de-AT" reads German), ties in the header's order; null when none is ours.
 */
export function negotiateLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const asked = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A weight that is not a number is no weight: the language is dropped, not given the top place.
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : /^q=[0-9.]+$/.test(q) ? Number(q.slice(2)) : Number.NaN;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((entry) => entry.weight > 0 && Number.isFinite(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked.map((entry) => entry.language).find(isLocale) ?? null;
}

/**
 * Whose language a public page speaks: the visitor's own choice (the picker's cookie), then the
 * browser's (Accept-Language), then the event's `strLocale`, then English (issue 33, scope 3).
 */
export function pageLocale(choice: { chosen?: string; acceptLanguage?: string; event?: Locale | null }): Locale {
  if (choice.chosen && isLocale(choice.chosen)) return choice.chosen;
  return negotiateLocale(choice.acceptLanguage) ?? choice.event ?? DEFAULT_LOCALE;
}

/** The picker's cookie: a visitor's language, kept for a year on this device. */
export const LOCALE_COOKIE = 'showgrid_lang';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
