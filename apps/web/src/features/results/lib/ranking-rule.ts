import type { I18n } from '@showgrid/shared/i18n/translate';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { medalBandsText, ruleText, tieBreakText } from '@showgrid/shared/scoring-words';

type EventScoring = Pick<ShowEvent, 'strScoringRule' | 'intDropMinJudges' | 'objMedalBands' | 'arrTieBreak'>;

/** A vehicle's place in the reader's digits: "–" for one nobody scored (it has no rank). */
export const rankOf = (i18n: I18n, rank: number | null): string => (rank === null ? '–' : i18n.number(rank));

/** "Drop high and low (4+ judges)": the rule as the results name it, in the reader's language. */
const eventRuleText = (i18n: I18n, event: Pick<EventScoring, 'strScoringRule' | 'intDropMinJudges'>): string =>
  ruleText(i18n, event.strScoringRule, event.intDropMinJudges);

/**
 * "Drop high and low (4+ judges) · tie-break: Score (x/y), Parameter: Paintwork, Judges' picks":
 * the rule that ranked the results, as the page states it. A parameter whose name is not known
 * (yet) is named by its id.
 */
export function rankedByText(i18n: I18n, event: EventScoring, parameterNames: ReadonlyMap<number, string>): string {
  const keys = event.arrTieBreak.map((key) => tieBreakText(i18n, key, (id) => parameterNames.get(id)));
  return i18n._(/*i18n*/ { id: '{rule} · tie-break: {order}', values: { rule: eventRuleText(i18n, event), order: keys.join(', ') } });
}

/** The event's medal bands in words; null without bands. */
export const eventMedalBandsText = (i18n: I18n, event: Pick<ShowEvent, 'objMedalBands'>): string | null =>
  event.objMedalBands ? medalBandsText(i18n, event.objMedalBands) : null;

/** Beside a vehicle's x/y: how many judges scored it, and when the rule left some out (drop high and low) how many count. */
export function judgesText(i18n: I18n, row: Pick<RankingRow, 'intJudgeCount' | 'intCountedJudgeCount'>): string {
  if (row.intCountedJudgeCount < row.intJudgeCount) {
    return i18n._(
      /*i18n*/ {
        id: '{counted} of {count} judges counted',
        values: { counted: i18n.number(row.intCountedJudgeCount), count: i18n.number(row.intJudgeCount) },
      },
    );
  }
  return i18n._(/*i18n*/ { id: '{count, plural, one {# judge} other {# judges}}', values: { count: row.intJudgeCount } });
}
