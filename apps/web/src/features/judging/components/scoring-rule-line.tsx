import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { SCORING_RULE_HINTS, SCORING_RULE_LABELS } from '@showgrid/shared/scoring-rules';
import type { EventScoring } from '../lib/event-scoring';

/**
 * The event's scoring rule, named and explained, so the judge knows how their sheet counts: the
 * rule's name and hint as @showgrid/shared/scoring-rules words them (scoringRuleText), in the
 * judge's language where the catalog has them.
 */
export function ScoringRuleLine({ scoring }: { scoring: EventScoring }) {
  const { _, i18n } = useLingui();
  const label = translated(i18n, SCORING_RULE_LABELS[scoring.rule]);
  const rule =
    scoring.rule === 'drop-high-low'
      ? _(/*i18n*/ { id: '{rule} ({count}+ judges)', values: { rule: label, count: String(scoring.dropMinJudges) } })
      : label;
  return (
    <p className="mt-1 text-sm text-slate-600">
      <span className="font-semibold text-slate-800">{_(/*i18n*/ { id: 'Scoring: {rule}', values: { rule } })}</span>
      {' · '}
      {translated(i18n, SCORING_RULE_HINTS[scoring.rule])}
    </p>
  );
}
