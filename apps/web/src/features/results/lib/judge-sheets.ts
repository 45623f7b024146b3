import type { I18n } from '@showgrid/shared/i18n/translate';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { sheetSlots, type SheetSlot } from '@showgrid/shared/judge-sheets';
import { ruleScore } from '@showgrid/shared/rule-score';
import type { Recusal, ScoreEntry } from '@showgrid/shared/schemas/score';
import type { ScoringSettings } from '@showgrid/shared/scoring-rules';

/** One judge's sheet of a vehicle, as the organiser reads it (issue: "the judges' sheets reach the organiser"). */
export interface JudgeSheet extends SheetSlot {
  name: string;
  code: string;
  entry: ScoreEntry | undefined;
  recusal: Recusal | undefined;
  /** The rule leaves this scored sheet out of the vehicle's total (drop high and low). */
  leftOut: boolean;
}

interface SheetInputs {
  /** Every score entry of the vehicle (all judges). */
  entries: readonly ScoreEntry[];
  /** Every recusal from the vehicle. */
  recusals: readonly Recusal[];
  /** The judges of the vehicle's category (its panel, or every judge of the event). */
  panel: readonly number[];
  /** The event's judges, for names; a judge no longer mapped is named from their recusal or by id. */
  judges: readonly Judge[];
  /** The event's rule: under drop high and low two sheets are left out of the total. */
  scoring: Pick<ScoringSettings, 'rule' | 'dropMinJudges'>;
  /** The reader's language: a judge known by id only is "Judge 12" in it, and the names sort by it. */
  i18n: I18n;
}

/**
 * The sheets of a vehicle: one per judge of its panel (scored, stepped aside or waiting) and one per
 * judge off the panel who scored it or stepped aside from it, by name.
 */
export function judgeSheets({ entries, recusals, panel, judges, scoring, i18n }: SheetInputs): JudgeSheet[] {
  // The server's own rule (shared): the sheets it counts are the ones named here.
  const counted = new Set(
    ruleScore(
      entries.map((e) => ({ judgeId: e.intJudgeId, total: e.intTotalScore, max: e.intMaxScore })),
      scoring,
    )?.countedJudgeIds,
  );
  const slots = sheetSlots(
    panel,
    entries.map((e) => e.intJudgeId),
    recusals.map((r) => r.intJudgeId),
  );
  return slots
    .map((slot): JudgeSheet => {
      const judge = judges.find((j) => j.intJudgeId === slot.judgeId);
      const recusal = recusals.find((r) => r.intJudgeId === slot.judgeId);
      return {
        ...slot,
        name: judge?.strFullName ?? recusal?.strJudgeName ?? i18n._(/*i18n*/ { id: 'Judge {id}', values: { id: String(slot.judgeId) } }),
        code: judge?.strJudgeCode ?? '',
        entry: entries.find((e) => e.intJudgeId === slot.judgeId),
        recusal,
        leftOut: slot.state === 'scored' && !counted.has(slot.judgeId),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, i18n.locale) || a.judgeId - b.judgeId);
}
