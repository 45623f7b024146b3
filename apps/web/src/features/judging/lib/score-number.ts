import type { I18n } from '@showgrid/shared/i18n/translate';

/**
 * A score (or points) as a judge reads it, in their language: 7.5 in English, 7,5 in German,
 * French, Dutch or Spanish. Without grouping, as scores have always read ("1200/1500"). What a
 * field holds and what the API receives stay plain numbers.
 */
export const scoreNumber = (i18n: I18n, value: number): string => i18n.number(value, { useGrouping: false });
