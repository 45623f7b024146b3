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
