import type { I18n } from '@showgrid/shared/i18n/translate';

/**
 * "1 May 2030, 10:00:05": when a sheet or an edit was saved, to the second (two edits of one sheet
 * can be seconds apart), in the reader's language and the show's time zone (the browser's while the
 * event is loading).
 */
export const momentText = (i18n: I18n, iso: string, timeZone: string | undefined): string =>
  i18n.date(iso, { dateStyle: 'medium', timeStyle: 'medium', ...(timeZone ? { timeZone } : {}) });
