import { instantOfWallClock, wallClockOf } from '@showgrid/shared/time-text';

/**
 * The event form edits a local date (yyyy-mm-dd) and time (HH:mm); the API holds one UTC instant
 * (SPEC §3, §5). Times are the show's clock (issue 33: its `strTimeZone`, "10:00 in Amsterdam"
 * whether the organiser types it in London or Lisbon); without a zone (a new event left on the
 * server's), the browser's, where the organiser is.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The zone when this browser knows it (one being typed into the form may be half a name): else none, the browser's. */
export function knownZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

export function localDateIso(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "2030-05-01" + "10:00" on the show's clock → "2030-05-01T08:00:00.000Z" (in UTC+2). */
export function toStartIso(date: string, time: string, timeZone?: string): string {
  const zone = knownZone(timeZone);
  return zone ? instantOfWallClock({ date, time }, zone) : new Date(`${date}T${time}:00`).toISOString();
}

export function isValidLocalDateTime(date: string, time: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) && !Number.isNaN(new Date(`${date}T${time}:00`).getTime());
}

export function splitStart(iso: string, timeZone?: string): { date: string; time: string } {
  const zone = knownZone(timeZone);
  if (zone) return wallClockOf(iso, zone);
  const start = new Date(iso);
  return { date: localDateIso(start), time: `${pad(start.getHours())}:${pad(start.getMinutes())}` };
}

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const LONG_DATE = { weekday: 'short', ...DATE } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/**
 * English as SPEC writes it (day month year, en-GB; a 12-hour clock, en-US); another language its
 * own way. On the show's clock when its zone is given, else the browser's.
 */
const shown = (iso: string, locale: string, english: string, options: Intl.DateTimeFormatOptions, timeZone?: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? english : locale, { ...options, timeZone: knownZone(timeZone) }).format(new Date(iso));

/** "1 May 2030" ("1. Mai 2030" in German). */
export const formatDate = (iso: string, locale = 'en', timeZone?: string) => shown(iso, locale, 'en-GB', DATE, timeZone);
/** "Wed, 1 May 2030" ("Mi., 1. Mai 2030"). */
export const formatLongDate = (iso: string, locale = 'en', timeZone?: string) => shown(iso, locale, 'en-GB', LONG_DATE, timeZone);
/** "10:00 AM" ("10:00"). */
export const formatTime = (iso: string, locale = 'en', timeZone?: string) =>
  shown(iso, locale, 'en-US', locale === 'en' ? { ...TIME, hour12: true } : TIME, timeZone);

/** SPEC §2: the picker shows an event's id as "#" and a zero-padded number, e.g. #0007. */
export const formatEventNumber = (id: number) => `#${String(id).padStart(4, '0')}`;

/** An instant as a datetime-local input's value on the show's clock ("2030-05-01T10:00"); null: "". */
export function toLocalInput(iso: string | null, timeZone?: string): string {
  if (iso === null) return '';
  const { date, time } = splitStart(iso, timeZone);
  return `${date}T${time}`;
}

/** A datetime-local input's value on the show's clock as an instant; "": null (the API's "by the rule"). */
export function fromLocalInput(value: string, timeZone?: string): string | null {
  if (value === '') return null;
  const [date = '', time = ''] = value.split('T');
  const zone = knownZone(timeZone);
  return zone ? instantOfWallClock({ date, time: time.slice(0, 5) }, zone) : new Date(value).toISOString();
}
