import { english } from './i18n/english.ts';
/**
 * An event's scoring rule (PRODUCT.md "Scores", ADR 029): how its judges' sheets become a vehicle's
 * score, the medal bands on top, and the organiser's tie-break order. Scores are stored as the
 * judges gave them; the rule is applied when they are read, so changing it never changes a score.
 * The server ranks by it (apps/server/src/modules/results/ranking.ts); the tablet and the pages
 * word it with the labels here.
 */

export const SCORING_RULES = ['points', 'deduction', 'drop-high-low'] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

export const SCORING_RULE_LABELS: Record<ScoringRule, string> = {
  points: english(/*i18n*/ { id: 'Points' }),
  deduction: english(/*i18n*/ { id: 'Deduction' }),
  'drop-high-low': english(/*i18n*/ { id: 'Drop high and low' }),
};

/** What each rule means, as the event form and the results explain it. */
export const SCORING_RULE_HINTS: Record<ScoringRule, string> = {
  points: english(/*i18n*/ { id: 'Judges give points per parameter; a vehicle scores the sum over the judges who scored it.' }),
  deduction: english(/*i18n*/ { id: 'Each parameter starts at its limit; judges record deductions with a reason.' }),
  'drop-high-low': english(
    /*i18n*/ { id: "With enough judges, a vehicle's highest and lowest judge totals are dropped before the average." },
  ),
};

export const DEFAULT_DROP_MIN_JUDGES = 4;
/** Dropping two of fewer than three judges would leave nothing to average. */
export const MIN_DROP_MIN_JUDGES = 3;
export const MAX_DROP_MIN_JUDGES = 50;

export const MEDALS = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof MEDALS)[number];
export const MEDAL_LABELS: Record<Medal, string> = {
  gold: english(/*i18n*/ { id: 'Gold' }),
  silver: english(/*i18n*/ { id: 'Silver' }),
  bronze: english(/*i18n*/ { id: 'Bronze' }),
};

/** Whole percentages of the maximum a vehicle reaches for each medal, gold > silver > bronze. */
export interface MedalBands {
  gold: number;
  silver: number;
  bronze: number;
}

/**
 * A vehicle's medal for x/y against the bands: the best band whose percentage x/y reaches
 * (x × 100 ≥ band × y, exact in integers). null: no bands, no score, or below bronze.
 */
export function medalOf(total: number | null, max: number | null, bands: MedalBands | null): Medal | null {
  if (!bands || total === null || max === null || max <= 0) return null;
  return MEDALS.find((medal) => total * 100 >= bands[medal] * max) ?? null;
}

/** A parameter's score on a deduction sheet: its limit less the deductions, never below 0. */
export function deductedScore(limit: number, deductions: readonly { intPoints: number }[]): number {
  return Math.max(0, limit - deductions.reduce((sum, d) => sum + d.intPoints, 0));
}

/**
 * The organiser's tie-break order: the rule's score (x/y), judges' picks, audience votes, a named
 * parameter's x/y (`parameter:<id>`), and "organiser" (the organiser orders what is still tied; left
 * out, such vehicles share their place). The score must be in it; "organiser" can only come last.
 */
export const TIE_BREAK_KINDS = ['score', 'picks', 'votes', 'parameter', 'organiser'] as const;
export type TieBreakKind = (typeof TIE_BREAK_KINDS)[number];
export type TieBreakKey = 'score' | 'picks' | 'votes' | 'organiser' | `parameter:${number}`;

export const DEFAULT_TIE_BREAK: TieBreakKey[] = ['score', 'picks', 'votes', 'organiser'];

export const TIE_BREAK_LABELS: Record<TieBreakKind, string> = {
  score: 'Score (x/y)',
  picks: "Judges' picks",
  votes: 'Audience votes',
  parameter: 'Parameter',
  organiser: "Organiser's decision",
};

/**
 * A tie-break key in words, as the event form, the results and the reports say it: "Judges' picks",
 * "Parameter: Paintwork" (a parameter by the name `nameOf` knows, else "Parameter #12").
 */
export function tieBreakText(key: TieBreakKey, nameOf: (parameterId: number) => string | undefined = () => undefined): string {
  const kind = tieBreakKind(key);
  if (kind !== 'parameter') return TIE_BREAK_LABELS[kind];
  const id = tieBreakParameterId(key) ?? 0;
  const name = nameOf(id);
  return name === undefined ? `${TIE_BREAK_LABELS.parameter} #${String(id)}` : `${TIE_BREAK_LABELS.parameter}: ${name}`;
}

/**
 * "Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum". Not "≥": the PDFs' standard
 * fonts (WinAnsi) have no such glyph, and every place says it the same way.
 */
export function medalBandsText(bands: MedalBands): string {
  return `${MEDALS.map((medal) => `${MEDAL_LABELS[medal]} from ${String(bands[medal])} %`).join(', ')} of the maximum`;
}

export const TIE_BREAK_PATTERN = /^(score|picks|votes|organiser|parameter:[1-9][0-9]{0,9})$/;

/** The largest id a database integer holds: a key naming a bigger one names nothing. */
const MAX_ID = 2_147_483_647;

export function isTieBreakKey(value: string): value is TieBreakKey {
  return TIE_BREAK_PATTERN.test(value) && (tieBreakParameterId(value) ?? 0) <= MAX_ID;
}

/** The parameter a `parameter:<id>` key names; undefined for the other keys. */
export function tieBreakParameterId(key: string): number | undefined {
  const match = /^parameter:([1-9][0-9]{0,9})$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

export function tieBreakKind(key: TieBreakKey): TieBreakKind {
  return key === 'score' || key === 'picks' || key === 'votes' || key === 'organiser' ? key : 'parameter';
}

export const TIE_BREAK_MESSAGES = {
  score: english(/*i18n*/ { id: 'The tie-break order must include the score.' }),
  organiserLast: english(/*i18n*/ { id: "The organiser's decision can only come last." }),
  twice: english(/*i18n*/ { id: 'A tie-break is listed twice.' }),
  bands: english(/*i18n*/ { id: 'Medal bands must go down from gold to silver to bronze.' }),
};

/** The problems of a tie-break order (empty: fine); parameter ids are the server's to check. */
export function tieBreakProblems(keys: readonly string[]): string[] {
  const problems: string[] = [];
  if (!keys.includes('score')) problems.push(TIE_BREAK_MESSAGES.score);
  const organiser = keys.indexOf('organiser');
  if (organiser !== -1 && organiser !== keys.length - 1) problems.push(TIE_BREAK_MESSAGES.organiserLast);
  if (new Set(keys).size !== keys.length) problems.push(TIE_BREAK_MESSAGES.twice);
  return problems;
}

/** May the admin order a tie the keys leave: the tie-break order ends with the organiser's decision. */
export const organiserOrdersTies = (tieBreak: readonly string[]): boolean => tieBreak.includes('organiser');

/** Everything of an event's scoring the ranking reads. */
export interface ScoringSettings {
  rule: ScoringRule;
  dropMinJudges: number;
  medalBands: MedalBands | null;
  tieBreak: TieBreakKey[];
}

export const DEFAULT_SCORING: ScoringSettings = {
  rule: 'points',
  dropMinJudges: DEFAULT_DROP_MIN_JUDGES,
  medalBands: null,
  tieBreak: DEFAULT_TIE_BREAK,
};

/** "Drop high and low (4+ judges)": the rule as the results and reports name it. */
export function scoringRuleText(settings: Pick<ScoringSettings, 'rule' | 'dropMinJudges'>): string {
  const label = SCORING_RULE_LABELS[settings.rule];
  return settings.rule === 'drop-high-low' ? `${label} (${settings.dropMinJudges}+ judges)` : label;
}
