import { DEFAULT_DROP_MIN_JUDGES, type ScoringRule } from '@showgrid/shared/scoring-rules';
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
