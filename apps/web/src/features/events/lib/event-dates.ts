/**
 * The event form edits a local date (yyyy-mm-dd) and time (HH:mm); the API holds one UTC instant
 * (SPEC §3, §5). Conversions use the browser's time zone, where the organiser is.
 */

const pad = (value: number) => String(value).padStart(2, '0');

export function localDateIso(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "2030-05-01" + "10:00" in local time → "2030-05-01T08:00:00.000Z" (in UTC+2). */
export function toStartIso(date: string, time: string): string {
  return new Date(`${date}T${time}:00`).toISOString();
}

export function isValidLocalDateTime(date: string, time: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) && !Number.isNaN(new Date(`${date}T${time}:00`).getTime());
}

export function splitStart(iso: string): { date: string; time: string } {
  const start = new Date(iso);
  return { date: localDateIso(start), time: `${pad(start.getHours())}:${pad(start.getMinutes())}` };
}

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const LONG_DATE = { weekday: 'short', ...DATE } as const;
/** English as SPEC writes it (day month year, a 12-hour clock); another language its own way. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', DATE);
const LONG_DATE_FORMAT = new Intl.DateTimeFormat('en-GB', LONG_DATE);
const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** "1 May 2030" ("1. Mai 2030" in German). */
export const formatDate = (iso: string, locale = 'en') =>
  (locale === 'en' ? DATE_FORMAT : new Intl.DateTimeFormat(locale, DATE)).format(new Date(iso));
/** "Wed, 1 May 2030" ("Mi., 1. Mai 2030"). */
export const formatLongDate = (iso: string, locale = 'en') =>
  (locale === 'en' ? LONG_DATE_FORMAT : new Intl.DateTimeFormat(locale, LONG_DATE)).format(new Date(iso));
/** "10:00 AM" ("10:00"). */
export const formatTime = (iso: string, locale = 'en') =>
  (locale === 'en' ? TIME_FORMAT : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' })).format(new Date(iso));

/** SPEC §2: the picker shows an event's id as "#" and a zero-padded number, e.g. #0007. */
export const formatEventNumber = (id: number) => `#${String(id).padStart(4, '0')}`;

/** An instant as a datetime-local input's value in the browser's zone ("2030-05-01T10:00"); null: "". */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const { date, time } = splitStart(iso);
  return `${date}T${time}`;
}

/** A datetime-local input's value as an instant; "": null (the API's "by the rule"). */
export const fromLocalInput = (value: string): string | null => (value === '' ? null : new Date(value).toISOString());
