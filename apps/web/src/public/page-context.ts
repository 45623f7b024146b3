import type { Locale } from '@showgrid/shared/locales';

/** What a server-rendered page is rendered for besides its data (ADR 045): the reader's language and the page's own address. */
export interface PageContext {
  locale: Locale;
  /** The path and query of the page as asked for: the language picker comes back to it. */
  path: string;
}
