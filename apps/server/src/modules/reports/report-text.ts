import { rankText as placeText } from '@showgrid/shared/score-text';
import {
  MEDAL_LABELS,
  medalBandsText,
  organiserOrdersTies,
  scoringRuleText,
  tieBreakText,
  type Medal,
  type MedalBands,
  type ScoringSettings,
  type TieBreakKey,
} from '@showgrid/shared/scoring-rules';
import { whenText } from '@showgrid/shared/time-text';
import { totalScoreText } from '@showgrid/shared/score-text';
import type { RankedVehicle } from '../results/ranking.ts';
import type { ReportEvent, ReportInput, ScoredParameter } from './report-model.ts';

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

export const RANK_LEGEND = '3= a tie the ranking rules cannot break · 3* a tie the admin put in order · – not scored yet';

export const PAPER_LEGEND = 'P after a judge’s total: entered from the judge’s paper sheet by the chief judge.';
/** How a sheet entered from paper is named on score sheets (ADR 034). */
export const enteredFromPaper = (by: string | null) => `Entered from paper${by ? ` by ${by}` : ''}`;

export const TIE_LEGEND =
  `Tie: "${TIE}" = the ranking rules cannot separate these vehicles; "${ORDERED_TIE}" = the admin ` +
  `put that tie in order; "${TIE_AT_AWARD_CUT}" = the tie decides who gets an award.`;

/** "Scoring rule: Drop high and low (4+ judges)" (ADR 029): the rule that made the totals. */
export const ruleLine = (scoring: Pick<ScoringSettings, 'rule' | 'dropMinJudges'>) => `Scoring rule: ${scoringRuleText(scoring)}`;

/** "Medals: Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum". */
export const medalBandsLine = (bands: MedalBands) => `Medals: ${medalBandsText(bands)}`;

export const medalText = (medal: Medal | null) => (medal ? MEDAL_LABELS[medal] : '');

/**
 * "Ranked by Score (x/y), then Judges' picks, then …": the event's tie-break order (ADR 029), and
 * what becomes of a tie it cannot break.
 */
export function rankingOrderText(tieBreak: readonly TieBreakKey[], titleOf: (parameterId: number) => string | undefined): string {
  const order = tieBreak.map((key) => tieBreakText(key, titleOf)).join(', then ');
  const ties = organiserOrdersTies(tieBreak)
    ? 'A tie these rules cannot break stays a tie until the organiser orders it.'
    : 'A tie these rules cannot break is a shared place.';
  return `Ranked by ${order}. Vehicles nobody scored have no rank. ${ties}`;
}

/** What "(3 of 5)" beside a total means under Drop high and low. */
export const droppedLegend = (dropMinJudges: number) =>
  `With ${String(dropMinJudges)} or more judges, a vehicle's highest and lowest judge totals are dropped: "(3 of 5)" beside a total means 3 of its 5 judges counted.`;

/**
 * The lines naming how a report's event was scored: the rule, the medal bands, what "(3 of 5)"
 * means, the ranking order (a parameter in it by its title where a category was scored on it).
 */
export function scoringLines({ scoring, categories }: Pick<ReportInput, 'scoring' | 'categories'>): string[] {
  const titles = new Map(categories.flatMap((c) => c.scoredOn).map((p) => [p.parameterId, p.title]));
  return [
    ruleLine(scoring),
    ...(scoring.medalBands ? [medalBandsLine(scoring.medalBands)] : []),
    ...(scoring.rule === 'drop-high-low' ? [droppedLegend(scoring.dropMinJudges)] : []),
    rankingOrderText(scoring.tieBreak, (id) => titles.get(id)),
  ];
}

/** "(3 of 5)" when the rule left judges out of a vehicle's total; "" when every judge counted. */
export function countedText({ standing }: RankedVehicle): string {
  return standing.countedJudges < standing.judges ? `(${String(standing.countedJudges)} of ${String(standing.judges)})` : '';
}

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

/** The total with the judges it counts when the rule left some out: "25/30 (3 of 5)". */
export const countedTotalText = (row: RankedVehicle) => [totalText(row), countedText(row)].filter(Boolean).join(' ');

/** SPEC's judges-choice cards number the choices with two digits. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');
