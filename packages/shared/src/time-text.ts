const MOMENT = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
} as const;

/**
 * "1 May 2030, 10:00 BST": a moment in the show's time zone, named. Server files and web pages
 * alike. Another language writes it its own way ("1. Mai 2030 um 10:00 MESZ").
 */
export function whenText(at: Date, timeZone: string, locale = 'en'): string {
  if (locale !== 'en') return new Intl.DateTimeFormat(locale, { ...MOMENT, timeZone }).format(at);
  // English as SPEC writes it (day month year, comma), whatever the runtime's en-GB pattern.
  const parts = new Intl.DateTimeFormat('en-GB', { ...MOMENT, timeZone }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** A wall clock in a time zone: "2030-05-01" and "10:00". */
export interface WallClock {
  date: string;
  time: string;
}

const WALL = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const;

/** The numbers of an instant's wall clock in a zone (en-US parts: digits, whatever the runtime's locale). */
function wallNumbers(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { ...WALL, timeZone }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (+2 h in Amsterdam in summer). */
function zoneOffset(instant: number, timeZone: string): number {
  const wall = wallNumbers(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant's date and time on the zone's clock ("2030-05-01T08:00Z" in Europe/Amsterdam: 2030-05-01, 10:00). */
export function wallClockOf(iso: string, timeZone: string): WallClock {
  const wall = wallNumbers(new Date(iso).getTime(), timeZone);
  return { date: `${String(wall.year)}-${pad(wall.month)}-${pad(wall.day)}`, time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/**
 * The instant a zone's clock shows `date` `time` ("2030-05-01", "10:00" in Europe/Amsterdam:
 * 08:00 UTC). Twice, so a time near a clock change takes the offset in force then; a time the
 * change skips (02:30 on the spring-forward night) lands an hour later, as a clock would read it,
 * and one it shows twice (02:30 on the night the clocks go back) is the second.
 */
export function instantOfWallClock({ date, time }: WallClock, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone)).toISOString();
}
