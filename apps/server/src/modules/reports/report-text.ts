import { english } from '@showgrid/shared/i18n/english';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { rankText as placeText, scoreNumber } from '@showgrid/shared/score-text';
import { medalBandsText, ruleText, tieBreakText } from '@showgrid/shared/scoring-words';
import {
  MEDAL_LABELS,
  organiserOrdersTies,
  type Medal,
  type MedalBands,
  type ScoringSettings,
  type TieBreakKey,
} from '@showgrid/shared/scoring-rules';
import { whenText } from '@showgrid/shared/time-text';
import type { RankedVehicle } from '../results/ranking.ts';
import type { ReportEvent, ReportInput, ScoredParameter } from './report-model.ts';

/**
 * Wording the PDFs and the spreadsheet share, so both files say the same thing, in the event's
 * language (issue 33: `i18n` is the event's translator, lib/i18n.ts's i18nFor). The constants are
 * the English (the message ids, as tests find them); `i18n._(CONSTANT)` writes them in a language.
 */

export const NO_SCORE = english(/*i18n*/ { id: 'No score available' });
export const NO_CHOICE = english(/*i18n*/ { id: 'No Vehicle Choice Found.' });
export const NO_VOTES = english(/*i18n*/ { id: 'No audience votes yet.' });
export const NO_VEHICLES = english(/*i18n*/ { id: 'No Paid vehicles in this category.' });
export const TIE = english(/*i18n*/ { id: 'tie' });
export const ORDERED_TIE = english(/*i18n*/ { id: 'tie, ordered by admin' });
export const TIE_AT_AWARD_CUT = english(/*i18n*/ { id: 'tie across the award places: the organiser orders it' });

export const RANK_LEGEND = english(
  /*i18n*/ { id: '3= a tie the ranking rules cannot break · 3* a tie the admin put in order · – not scored yet' },
);

export const PAPER_LEGEND = english(/*i18n*/ { id: 'P after a judge’s total: entered from the judge’s paper sheet by the chief judge.' });

/** How a sheet entered from paper is named on score sheets (ADR 034). */
export const enteredFromPaper = (i18n: I18n, by: string | null) =>
  by ? i18n._(/*i18n*/ { id: 'Entered from paper by {name}', values: { name: by } }) : i18n._(/*i18n*/ { id: 'Entered from paper' });

export const tieLegend = (i18n: I18n) =>
  i18n._(
    /*i18n*/ {
      id: 'Tie: "{tie}" = the ranking rules cannot separate these vehicles; "{ordered}" = the admin put that tie in order; "{cut}" = the tie decides who gets an award.',
      values: { tie: i18n._(TIE), ordered: i18n._(ORDERED_TIE), cut: i18n._(TIE_AT_AWARD_CUT) },
    },
  );

/** "1 May 2030, 10:00 BST · Hyde Park": the event's start in the show's time zone and language, and its place. */
export function eventLine(event: Pick<ReportEvent, 'startsAt' | 'timeZone' | 'location'>, locale = 'en'): string {
  return [whenText(event.startsAt, event.timeZone, locale), event.location].filter(Boolean).join(' · ');
}

/** "3" for a place of its own, "3=" for a tie the rules cannot break, "3*" for one the admin ordered. */
export function rankText(row: RankedVehicle): string {
  if (row.tieGroup === null) return placeText(row.rank);
  return `${placeText(row.rank)}${row.orderedByAdmin ? '*' : '='}`;
}

/** A number as the event's language writes it, without grouping ("1250", as "1250/1500" has always read): shared's score number. */
export const numberText = scoreNumber;

/** "x/y" in the event's language's digits. */
export const scoreOf = (i18n: I18n, total: number, max: number): string => `${numberText(i18n, total)}/${numberText(i18n, max)}`;

/** "Drop high and low (4+ judges)": the rule as the results and reports name it (shared's wording). */
export const scoringRuleText = (i18n: I18n, settings: Pick<ScoringSettings, 'rule' | 'dropMinJudges'>): string =>
  ruleText(i18n, settings.rule, settings.dropMinJudges);

/** "Scoring rule: Drop high and low (4+ judges)" (ADR 029): the rule that made the totals. */
export const ruleLine = (i18n: I18n, scoring: Pick<ScoringSettings, 'rule' | 'dropMinJudges'>) =>
  i18n._(/*i18n*/ { id: 'Scoring rule: {rule}', values: { rule: scoringRuleText(i18n, scoring) } });

export const medalText = (i18n: I18n, medal: Medal | null): string => (medal === null ? '' : translated(i18n, MEDAL_LABELS[medal]));

/** "Medals: Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum". */
export const medalBandsLine = (i18n: I18n, bands: MedalBands) =>
  i18n._(/*i18n*/ { id: 'Medals: {bands}', values: { bands: medalBandsText(i18n, bands) } });

/**
 * "Ranked by Score (x/y), then Judges' picks, then …": the event's tie-break order (ADR 029), and
 * what becomes of a tie it cannot break.
 */
export function rankingOrderText(
  i18n: I18n,
  tieBreak: readonly TieBreakKey[],
  titleOf: (parameterId: number) => string | undefined,
): string {
  const order = tieBreak.map((key) => tieBreakText(i18n, key, titleOf)).join(i18n._(/*i18n*/ { id: ', then ' }));
  const ties = organiserOrdersTies(tieBreak)
    ? i18n._(/*i18n*/ { id: 'A tie these rules cannot break stays a tie until the organiser orders it.' })
    : i18n._(/*i18n*/ { id: 'A tie these rules cannot break is a shared place.' });
  return i18n._(/*i18n*/ { id: 'Ranked by {order}. Vehicles nobody scored have no rank. {ties}', values: { order, ties } });
}

/** What "(3 of 5)" beside a total means under Drop high and low. */
export const droppedLegend = (i18n: I18n, dropMinJudges: number) =>
  i18n._(
    /*i18n*/ {
      id: 'With {count} or more judges, a vehicle\'s highest and lowest judge totals are dropped: "(3 of 5)" beside a total means 3 of its 5 judges counted.',
      values: { count: dropMinJudges },
    },
  );

/**
 * The lines naming how a report's event was scored: the rule, the medal bands, what "(3 of 5)"
 * means, the ranking order (a parameter in it by its title where a category was scored on it).
 */
export function scoringLines(i18n: I18n, { scoring, categories }: Pick<ReportInput, 'scoring' | 'categories'>): string[] {
  const titles = new Map(categories.flatMap((c) => c.scoredOn).map((p) => [p.parameterId, p.title]));
  return [
    ruleLine(i18n, scoring),
    ...(scoring.medalBands ? [medalBandsLine(i18n, scoring.medalBands)] : []),
    ...(scoring.rule === 'drop-high-low' ? [droppedLegend(i18n, scoring.dropMinJudges)] : []),
    rankingOrderText(i18n, scoring.tieBreak, (id) => titles.get(id)),
  ];
}

/** "(3 of 5)" when the rule left judges out of a vehicle's total; "" when every judge counted. */
export function countedText(i18n: I18n, { standing }: RankedVehicle): string {
  return standing.countedJudges < standing.judges
    ? i18n._(/*i18n*/ { id: '({counted} of {judges})', values: { counted: standing.countedJudges, judges: standing.judges } })
    : '';
}

export function tieText(i18n: I18n, row: RankedVehicle): string {
  if (row.tieGroup === null) return '';
  if (row.tieAtAwardCut) return i18n._(TIE_AT_AWARD_CUT);
  return i18n._(row.orderedByAdmin ? ORDERED_TIE : TIE);
}

/**
 * "Scored on: Paint (10), Engine (10), Interior (5, retired)": the parameters a category's scores
 * were given on (PRODUCT.md: totals and reports say which parameters a score was given on).
 */
export function scoredOnText(i18n: I18n, scoredOn: readonly ScoredParameter[]): string {
  if (scoredOn.length === 0) return i18n._(/*i18n*/ { id: 'Scored on: no scores yet.' });
  const list = scoredOn
    .map((p) =>
      p.retired
        ? i18n._(/*i18n*/ { id: '{title} ({limit}, retired)', values: { title: p.title, limit: p.limit } })
        : i18n._(/*i18n*/ { id: '{title} ({limit})', values: { title: p.title, limit: p.limit } }),
    )
    .join(', ');
  return i18n._(/*i18n*/ { id: 'Scored on: {parameters}', values: { parameters: list } });
}

/** The vehicle's total as x/y, or "No score available". */
export const totalText = (i18n: I18n, { standing }: RankedVehicle) =>
  standing.total !== null && standing.max !== null ? scoreOf(i18n, standing.total, standing.max) : i18n._(NO_SCORE);

/** The total with the judges it counts when the rule left some out: "25/30 (3 of 5)". */
export const countedTotalText = (i18n: I18n, row: RankedVehicle) =>
  [totalText(i18n, row), countedText(i18n, row)].filter(Boolean).join(' ');

/** SPEC's judges-choice cards number the choices with two digits. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');
