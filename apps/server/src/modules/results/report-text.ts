import { totalScoreText, type RankedVehicle } from './ranking.ts';
import type { ReportEvent, ScoredParameter } from './report-data.ts';

/** Wording the PDF and the spreadsheet share, so both files say the same thing. */

export const NO_SCORE = 'No score available';
export const NO_CHOICE = 'No Vehicle Choice Found.';
export const NO_VOTES = 'No audience votes yet.';
export const NO_VEHICLES = 'No Paid vehicles in this category.';
export const TIE = 'tie';
export const ORDERED_TIE = 'tie, ordered by admin';

/** "1 May 2030, 10:00 UTC · Hyde Park": the server knows no event time zone, so it says UTC. */
export function eventLine(event: ReportEvent): string {
  const date = event.startsAt.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
  const time = event.startsAt.toISOString().slice(11, 16);
  return [`${date}, ${time} UTC`, event.location].filter(Boolean).join(' · ');
}

/** "3" for a place of its own, "3=" for a tie the rules cannot break, "3*" for one the admin ordered. */
export function rankText(row: RankedVehicle): string {
  if (row.tieGroup === null) return String(row.rank);
  return `${row.rank}${row.orderedByAdmin ? '*' : '='}`;
}

export const RANK_LEGEND = '3= a tie the ranking rules cannot break · 3* a tie the admin put in order';

export const TIE_LEGEND =
  `Tie: "${TIE}" = the ranking rules (score as x/y, then judges' choice picks, then audience votes) cannot separate ` +
  `these vehicles; "${ORDERED_TIE}" = the admin put that tie in order.`;

export function tieText(row: RankedVehicle): string {
  if (row.tieGroup === null) return '';
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

/** A download name the browser keeps as given. */
export const reportFileName = (eventId: number, pdf: boolean) => `report-${eventId}.${pdf ? 'pdf' : 'xlsx'}`;
