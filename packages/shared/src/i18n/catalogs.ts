import type { Messages } from '@lingui/core';
import type { Locale } from '../locales.ts';

/**
 * The compiled catalogs (`npm run i18n`, ADR 045), loaded one language at a time: a bundler splits
 * each import into its own file, so a visitor downloads only their language's words.
 */
type Loader = () => Promise<Messages>;

export const PUBLIC_CATALOGS: Record<Locale, Loader> = {
  en: async () => (await import('./locales/en/public.ts')).messages,
  de: async () => (await import('./locales/de/public.ts')).messages,
  fr: async () => (await import('./locales/fr/public.ts')).messages,
  nl: async () => (await import('./locales/nl/public.ts')).messages,
  es: async () => (await import('./locales/es/public.ts')).messages,
};

export const APP_CATALOGS: Record<Locale, Loader> = {
  en: async () => (await import('./locales/en/app.ts')).messages,
  de: async () => (await import('./locales/de/app.ts')).messages,
  fr: async () => (await import('./locales/fr/app.ts')).messages,
  nl: async () => (await import('./locales/nl/app.ts')).messages,
  es: async () => (await import('./locales/es/app.ts')).messages,
};
