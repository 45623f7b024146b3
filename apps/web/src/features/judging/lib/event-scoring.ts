import { DEFAULT_DROP_MIN_JUDGES, type ScoringRule } from '@showgrid/shared/scoring-rules';
import type { I18n } from '@showgrid/shared/i18n/translate';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import type { ScoreSheet, SheetDeductions } from '../outbox/sheet-state';
import type { JudgeEvent } from '../stores/judge-store';

/** What the tablet needs of an event's scoring (ADR 029): the rule and a deduction sheet's reasons. */
export interface EventScoring {
  rule: ScoringRule;
  dropMinJudges: number;
  reasons: readonly string[];
}

/**
 * The event's scoring as the tablet keeps it. Points when the event is not on the tablet or was
 * kept by a release before scoring rules: the sheet then works as it always did.
 */
export function eventScoring(event: JudgeEvent | undefined): EventScoring {
  return {
    rule: event?.strScoringRule ?? 'points',
    dropMinJudges: event?.intDropMinJudges ?? DEFAULT_DROP_MIN_JUDGES,
    reasons: event?.arrDeductionReasons ?? [],
  };
}

/**
 * The reason a deduction sheet gives for a score the judge gave before deductions were recorded,
 * in the judge's language: it stands among the reasons they type themselves.
 */
export const earlierScoreReason = (i18n: I18n, score: number, limit: number) =>
  i18n._(/*i18n*/ { id: 'Scored {score} of {limit} before', values: { score: String(score), limit: String(limit) } });

/**
 * The deductions a deduction sheet opens with: those the sheet holds, and for a parameter it scored
 * without any (given before the organiser chose Deduction, by another client, or the server's
 * sheet after a conflict) one deduction of what that score took off the limit, so that saving the
 * sheet again never turns a score into full marks.
 */
export function openingDeductions(i18n: I18n, stored: ScoreSheet | undefined, parameters: readonly Parameter[]): SheetDeductions {
  const opening: SheetDeductions = {};
  for (const parameter of parameters) {
    const kept = stored?.deductions?.[parameter.id];
    const score = stored?.scores[parameter.id];
    if (kept !== undefined && kept.length > 0) opening[parameter.id] = kept;
    else if (score !== undefined && score < parameter.intScoreLimit) {
      opening[parameter.id] = [
        { intPoints: parameter.intScoreLimit - score, strReason: earlierScoreReason(i18n, score, parameter.intScoreLimit) },
      ];
    } else opening[parameter.id] = [];
  }
  return opening;
}
