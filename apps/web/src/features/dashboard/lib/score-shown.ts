import type { I18n } from '@showgrid/shared/i18n/translate';

/**
 * A score as the server writes it ("27.5" or "27.5/30", decimals with a point), in the reader's
 * language: 27,5/30 in German, French, Dutch or Spanish. Without grouping, as scores have always
 * read ("1200/1500"). Anything else shows as it came.
 */
export function scoreShown(i18n: I18n, text: string): string {
  const parts = text.split('/');
  if (parts.length > 2 || parts.some((part) => part.trim() === '' || !Number.isFinite(Number(part)))) return text;
  return parts.map((part) => i18n.number(Number(part), { useGrouping: false, maximumFractionDigits: 2 })).join('/');
}
