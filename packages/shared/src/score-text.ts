import type { I18n } from './i18n/translate.ts';

/**
 * A score as every screen, report and API answer writes it: "x/y" (PRODUCT.md "Scores": x the
 * points given, y what the judges who scored could give). One home, so a change to how a total
 * reads (a medal, a deduction rule) happens once.
 */
export const scoreText = (total: number, max: number): string => `${String(total)}/${String(max)}`;

/**
 * A vehicle's total as results, reports and vehicle reads show it: x/y, or null while no judge has
 * scored it (the results page's "No score available").
 */
export const totalScoreText = (total: number | null, max: number | null): string | null =>
  total !== null && max !== null ? scoreText(total, max) : null;

/** A vehicle's place as results, reports and the dashboard write it: "–" for one nobody scored (it has no rank). */
export const rankText = (rank: number | null): string => (rank === null ? '–' : String(rank));

/** How many judges scored a vehicle, beside its x/y: "1 judge", "3 judges". */
export const judgeCountText = (judges: number): string => (judges === 1 ? '1 judge' : `${String(judges)} judges`);

/** SPEC's "N Votes", with one vote said as "1 Vote". */
export const votesText = (votes: number): string => (votes === 1 ? '1 Vote' : `${String(votes)} Votes`);

/**
 * A score (or points) in the reader's language: 7.5 in English, 7,5 in German, French, Dutch or
 * Spanish; without grouping, as scores have always read ("1200/1500"). What a field holds and
 * what the API sends stay plain numbers.
 */
export const scoreNumber = (i18n: I18n, value: number): string => i18n.number(value, { useGrouping: false, maximumFractionDigits: 2 });

/**
 * A score as the server writes it ("27.5" or "27.5/30", decimals with a point), in the reader's
 * language: 27,5/30 in German. Anything else ("–", a word) shows as it came.
 */
export function scoreShown(i18n: I18n, text: string): string {
  const parts = text.split('/');
  if (parts.length > 2 || parts.some((part) => part.trim() === '' || !Number.isFinite(Number(part)))) return text;
  return parts.map((part) => scoreNumber(i18n, Number(part))).join('/');
}
