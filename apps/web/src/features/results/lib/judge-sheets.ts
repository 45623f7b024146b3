import type { Judge } from '@showgrid/shared/schemas/judge';
import type { Recusal, ScoreEntry } from '@showgrid/shared/schemas/score';

/** Where one judge stands on one vehicle. */
export type SheetState = 'scored' | 'stepped-aside' | 'waiting';

/** One judge's sheet of a vehicle, as the organiser reads it (issue: "the judges' sheets reach the organiser"). */
export interface JudgeSheet {
  judgeId: number;
  name: string;
  code: string;
  /** On the category's panel now; a judge taken off after scoring keeps their sheet, shown "off panel". */
  onPanel: boolean;
  state: SheetState;
  entry: ScoreEntry | undefined;
  recusal: Recusal | undefined;
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
}

/**
 * The sheets of a vehicle: one per judge of its panel (scored, stepped aside or waiting) and one per
 * judge off the panel who scored it or stepped aside from it, by name.
 */
export function judgeSheets({ entries, recusals, panel, judges }: SheetInputs): JudgeSheet[] {
  const ids = new Set([...panel, ...entries.map((e) => e.intJudgeId), ...recusals.map((r) => r.intJudgeId)]);
  return [...ids]
    .map((judgeId): JudgeSheet => {
      const judge = judges.find((j) => j.intJudgeId === judgeId);
      const entry = entries.find((e) => e.intJudgeId === judgeId);
      const recusal = recusals.find((r) => r.intJudgeId === judgeId);
      return {
        judgeId,
        name: judge?.strFullName ?? recusal?.strJudgeName ?? `Judge ${String(judgeId)}`,
        code: judge?.strJudgeCode ?? '',
        onPanel: panel.includes(judgeId),
        state: entry ? 'scored' : recusal ? 'stepped-aside' : 'waiting',
        entry,
        recusal,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.judgeId - b.judgeId);
}
