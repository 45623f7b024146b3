import type { I18n } from '@showgrid/shared/i18n/translate';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { vehicleName } from '@showgrid/shared/vehicle-name';

/** English writes the day first ("3 Dec"), as SPEC does; another language its own way. */
const dayLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/** When the entry came in, in the event's time zone (the browser's until the event is known): "3 Dec" and "14:05". */
export function receivedText(entry: OrganiserEntry, locale: string, timeZone?: string): { date: string; time: string } {
  const at = new Date(entry.dtCreatedAt);
  return {
    date: new Intl.DateTimeFormat(dayLocale(locale), { day: 'numeric', month: 'short', timeZone }).format(at),
    time: new Intl.DateTimeFormat(dayLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone }).format(at),
  };
}

/** "Jaguar E-Type". */
export const carText = (entry: OrganiserEntry) => vehicleName(entry.strBrandName, entry.strModelName);

/** A waitlisted entry's place in the queue, 1 for the next in line; "—" otherwise. */
export const waitingText = (i18n: I18n, entry: OrganiserEntry) =>
  entry.intWaitlistPosition === null ? '—' : i18n.number(entry.intWaitlistPosition + 1);
