import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { judgeCountText } from '@showgrid/shared/score-text';
import { medalBandsText, scoringRuleText, tieBreakText } from '@showgrid/shared/scoring-rules';

type EventScoring = Pick<ShowEvent, 'strScoringRule' | 'intDropMinJudges' | 'objMedalBands' | 'arrTieBreak'>;

/** The organiser orders what the tie-break order leaves tied only when it ends with their decision (ADR 029). */
export const organiserOrdersTies = (event: Pick<ShowEvent, 'arrTieBreak'>): boolean => event.arrTieBreak.includes('organiser');

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
export const eventMedalBandsText = (event: Pick<ShowEvent, 'objMedalBands'>): string | null => (event.objMedalBands ? medalBandsText(event.objMedalBands) : null);

/** Beside a vehicle's x/y: how many judges scored it, and under drop high and low how many of them count. */
export function judgesText(row: Pick<RankingRow, 'intJudgeCount' | 'intCountedJudgeCount'>, event: Pick<ShowEvent, 'strScoringRule'> | undefined): string {
  if (event?.strScoringRule === 'drop-high-low' && row.intCountedJudgeCount < row.intJudgeCount) {
    return `${String(row.intCountedJudgeCount)} of ${String(row.intJudgeCount)} judges counted`;
  }
  return judgeCountText(row.intJudgeCount);
}
