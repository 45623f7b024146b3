import { SCORING_RULE_HINTS, scoringRuleText } from '@showgrid/shared/scoring-rules';
import type { EventScoring } from '../lib/event-scoring';

/** The event's scoring rule, named and explained, so the judge knows how their sheet counts. */
export function ScoringRuleLine({ scoring }: { scoring: EventScoring }) {
  return (
    <p className="mt-1 text-sm text-slate-600">
      <span className="font-semibold text-slate-800">
        Scoring: {scoringRuleText({ rule: scoring.rule, dropMinJudges: scoring.dropMinJudges })}
      </span>
      {' · '}
      {SCORING_RULE_HINTS[scoring.rule]}
    </p>
  );
}
