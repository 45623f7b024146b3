import type { ScoringSettings } from './scoring-rules.ts';

/**
 * A vehicle's score under its event's rule from its judges' sheets (ADR 029), and which sheets
 * count: the server ranks by it, the results page marks the sheets Drop high and low leaves out.
 */

/** One judge's sheet of a vehicle, as far as the rules look at it. */
export interface SheetTotal {
  judgeId: number;
  total: number;
  max: number;
}

/** A vehicle's score under the rule: x/y over the sheets that count, and which judges those are. */
export interface RuleScore {
  total: number;
  max: number;
  countedJudgeIds: number[];
}

/** a/b against c/d exactly (BigInt cross-multiplication): negative when a/b is lower; 0/0 counts as 0. */
export function ratioOrder(a: { total: number; max: number }, b: { total: number; max: number }): number {
  const [ax, ay] = a.max > 0 ? [BigInt(a.total), BigInt(a.max)] : [0n, 1n];
  const [bx, by] = b.max > 0 ? [BigInt(b.total), BigInt(b.max)] : [0n, 1n];
  const left = ax * by;
  const right = bx * ay;
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * The rule's score of one vehicle from its judges' sheets (ADR 029); null when nobody scored it.
 * Points and Deduction: the sums over every sheet (a deduction sheet's values are already the
 * limits less the deductions). Drop high and low: with at least `dropMinJudges` sheets, the
 * lowest and the highest judge total (as a share of its maximum; equal shares: the smaller maximum
 * first, then the judge id) are left out of the sums.
 */
export function ruleScore(sheets: readonly SheetTotal[], settings: Pick<ScoringSettings, 'rule' | 'dropMinJudges'>): RuleScore | null {
  if (sheets.length === 0) return null;
  let counted = [...sheets];
  if (settings.rule === 'drop-high-low' && sheets.length >= settings.dropMinJudges) {
    counted = counted.sort((a, b) => ratioOrder(a, b) || a.max - b.max || a.judgeId - b.judgeId).slice(1, -1);
  }
  return {
    total: counted.reduce((sum, s) => sum + s.total, 0),
    max: counted.reduce((sum, s) => sum + s.max, 0),
    countedJudgeIds: counted.map((s) => s.judgeId).sort((a, b) => a - b),
  };
}
