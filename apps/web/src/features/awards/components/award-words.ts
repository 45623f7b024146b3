import type { I18n } from '@showgrid/shared/i18n/translate';
import type { ScoringRuleParts } from '@showgrid/shared/schemas/awards';

/*
 * The words the awards screen and the published results share, in the reader's language (ADR 045).
 * Here, beside the components, so they land in the public catalog the server-rendered pages load.
 */

/** The scoring rule as the pages name it ("Drop high and low (4+ judges)"); without its parts, the server's English. */
export function ruleText(i18n: I18n, results: { strScoringRuleText: string; objScoringRule?: ScoringRuleParts }): string {
  const rule = results.objScoringRule;
  if (!rule) return results.strScoringRuleText;
  switch (rule.strRule) {
    case 'points':
      return i18n._(/*i18n*/ { id: 'Points' });
    case 'deduction':
      return i18n._(/*i18n*/ { id: 'Deduction' });
    case 'drop-high-low':
      return i18n._(/*i18n*/ { id: 'Drop high and low ({judges}+ judges)', values: { judges: rule.intDropMinJudges } });
  }
}

/** "Ranked by: Points", under the results and the awards screen. */
export const rankedByText = (i18n: I18n, results: { strScoringRuleText: string; objScoringRule?: ScoringRuleParts }): string =>
  i18n._(/*i18n*/ { id: 'Ranked by: {rule}', values: { rule: ruleText(i18n, results) } });

/** "1 vote", "12 votes". */
export const votesText = (i18n: I18n, count: number): string =>
  i18n._(/*i18n*/ { id: '{count, plural, one {# vote} other {# votes}}', values: { count } });

export const peoplesChoiceText = (i18n: I18n): string => i18n._(/*i18n*/ { id: 'People’s Choice' });
export const judgesPicksText = (i18n: I18n): string => i18n._(/*i18n*/ { id: 'Judges’ Picks' });
