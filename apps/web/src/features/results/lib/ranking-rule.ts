import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { judgeCountText } from '@showgrid/shared/score-text';
import { medalBandsText, scoringRuleText, tieBreakText } from '@showgrid/shared/scoring-rules';

type EventScoring = Pick<ShowEvent, 'strScoringRule' | 'intDropMinJudges' | 'objMedalBands' | 'arrTieBreak'>;

/**
 * "Drop high and low (4+ judges) · tie-break: Score (x/y), Parameter: Paintwork, Judges' picks":
 * the rule that ranked the results, as the page states it. A parameter whose name is not known
 * (yet) is named by its id.
 */
export function rankedByText(event: EventScoring, parameterNames: ReadonlyMap<number, string>): string {
  const rule = scoringRuleText({ rule: event.strScoringRule, dropMinJudges: event.intDropMinJudges });
  const keys = event.arrTieBreak.map((key) => tieBreakText(key, (id) => parameterNames.get(id)));
  return `${rule} · tie-break: ${keys.join(', ')}`;
}

/** "Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum"; null without bands. */
export const eventMedalBandsText = (event: Pick<ShowEvent, 'objMedalBands'>): string | null =>
  event.objMedalBands ? medalBandsText(event.objMedalBands) : null;

/** Beside a vehicle's x/y: how many judges scored it, and when the rule left some out (drop high and low) how many count. */
export function judgesText(row: Pick<RankingRow, 'intJudgeCount' | 'intCountedJudgeCount'>): string {
  if (row.intCountedJudgeCount < row.intJudgeCount) {
    return `${String(row.intCountedJudgeCount)} of ${String(row.intJudgeCount)} judges counted`;
  }
  return judgeCountText(row.intJudgeCount);
}
