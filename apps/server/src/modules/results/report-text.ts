import { RANKING_ORDER, rankText as placeText } from '@showgrid/shared/score-text';
import { whenText } from '@showgrid/shared/time-text';
import { totalScoreText, type RankedVehicle } from './ranking.ts';
import type { ReportEvent, ScoredParameter } from './report-data.ts';

/** Wording the PDF and the spreadsheet share, so both files say the same thing. */

export const NO_SCORE = 'No score available';
export const NO_CHOICE = 'No Vehicle Choice Found.';
export const NO_VOTES = 'No audience votes yet.';
export const NO_VEHICLES = 'No Paid vehicles in this category.';
export const TIE = 'tie';
export const ORDERED_TIE = 'tie, ordered by admin';

/** "1 May 2030, 10:00 BST · Hyde Park": the event's start in the show's time zone, and its place. */
export function eventLine(event: ReportEvent): string {
  return [whenText(event.startsAt, event.timeZone), event.location].filter(Boolean).join(' · ');
}

/** "3" for a place of its own, "3=" for a tie the rules cannot break, "3*" for one the admin ordered. */
export function rankText(row: RankedVehicle): string {
  if (row.tieGroup === null) return placeText(row.rank);
  return `${placeText(row.rank)}${row.orderedByAdmin ? '*' : '='}`;
}

export const TIE_AT_AWARD_CUT = 'tie across the award places: the organiser orders it';

export const RANK_LEGEND = `${RANKING_ORDER} 3= a tie the ranking rules cannot break · 3* a tie the admin put in order · – not scored yet`;

export const TIE_LEGEND =
  `${RANKING_ORDER} Tie: "${TIE}" = the ranking rules cannot separate these vehicles; "${ORDERED_TIE}" = the admin ` +
  `put that tie in order; "${TIE_AT_AWARD_CUT}" = the tie decides who gets an award.`;

export function tieText(row: RankedVehicle): string {
  if (row.tieGroup === null) return '';
  if (row.tieAtAwardCut) return TIE_AT_AWARD_CUT;
  return row.orderedByAdmin ? ORDERED_TIE : TIE;
}

/**
 * "Scored on: Paint (10), Engine (10), Interior (5, retired)": the parameters a category's scores
 * were given on (PRODUCT.md: totals and reports say which parameters a score was given on).
 */
export function scoredOnText(scoredOn: readonly ScoredParameter[]): string {
  if (scoredOn.length === 0) return 'Scored on: no scores yet.';
  return `Scored on: ${scoredOn.map((p) => `${p.title} (${p.limit}${p.retired ? ', retired' : ''})`).join(', ')}`;
}

/** The vehicle's total as x/y, or "No score available". */
export const totalText = ({ standing }: RankedVehicle) => totalScoreText(standing.total, standing.max) ?? NO_SCORE;

/** SPEC's judges-choice cards number the picks with two digits. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');
