import type { I18n } from '@showgrid/shared/i18n/translate';

/** An arrival time as the volunteer reads it: the phone's hours and minutes, written the way their language writes them. */
export const clockText = (i18n: I18n, iso: string) => i18n.date(iso, { hour: '2-digit', minute: '2-digit' });
