import type { z } from 'zod';
import { scoreText } from '@showgrid/shared/score-text';
import type {
  JudgeChoice,
  recusalSchema,
  scoreConflictSchema,
  scoreCountSchema,
  ScoreEntry,
  totalScoreAnswerSchema,
} from '@showgrid/shared/schemas/score';
import { mediaUrl } from '../media/repository.ts';
import type { ChoiceRow } from '../scoring/judges-choice.ts';
import type { CountRow, TotalRow } from '../scoring/totals.ts';
import { rejectedOf } from './conflict-snapshot.ts';
import { entryFields } from './entry-snapshot.ts';
import type { ConflictRow, RecusalRow } from './records.ts';
import type { EntryRecord } from './repository.ts';

/**
 * Score entries, conflicts, recusals, totals, progress and choices in SPEC's names (ADR 002). The
 * repositories and services speak the code's own names; an entry's fields and a conflict's
 * rejected edit are written once, beside their audit snapshots (entry-snapshot.ts,
 * conflict-snapshot.ts), which the write path uses without a presenter.
 */

/** One entry with the parameters it was scored on (retired ones flagged), by parameter id. */
export const presentEntry = (entry: EntryRecord): ScoreEntry => entryFields(entry);

/** A conflict in SPEC's names. */
export function presentConflict(row: ConflictRow): z.infer<typeof scoreConflictSchema> {
  return {
    id: row.id,
    intEventId: row.eventId,
    intVehicleId: row.vehicleId,
    intJudgeId: row.judgeId,
    strJudgeName: row.judgeName,
    objRejected: rejectedOf(row.rejected),
    dtRejectedEditedAt: row.rejectedEditedAt.toISOString(),
    dtKeptEditedAt: row.keptEditedAt.toISOString(),
    dtReceivedAt: row.receivedAt.toISOString(),
    strDeviceId: row.deviceId,
    blnResolved: row.resolvedAt !== null,
    blnKeptFromPaper: row.keptFromPaper,
  };
}

/** A recusal in SPEC's names. */
export function presentRecusal(row: RecusalRow): z.infer<typeof recusalSchema> {
  return {
    intEventId: row.eventId,
    intVehicleId: row.vehicleId,
    intJudgeId: row.judgeId,
    strJudgeName: row.judgeName,
    strReason: row.reason,
    dtCreatedAt: row.createdAt.toISOString(),
  };
}

/** Each vehicle's x/y (SPEC /total-score/). */
export function presentTotals(rows: readonly TotalRow[]): z.infer<typeof totalScoreAnswerSchema> {
  return {
    arrVehicleScore: rows.map((row) => ({
      intVehicleId: row.vehicleId,
      intTotalScore: row.total,
      intMaxScore: row.max,
      strTotalScore: scoreText(row.total, row.max),
      intJudgeCount: row.judges,
      intTopChoiceCount: row.topChoices,
    })),
  };
}

/** Judging progress, over all and per category (SPEC /score-count/). */
export function presentProgress(rows: readonly CountRow[]): z.infer<typeof scoreCountSchema> {
  return {
    intJudgedCount: rows.reduce((sum, row) => sum + row.judged, 0),
    intTotalCount: rows.reduce((sum, row) => sum + row.total, 0),
    arrCategory: rows.map((row) => ({
      intCategoryId: row.categoryId,
      strCategoryName: row.categoryName,
      intJudgedCount: row.judged,
      intTotalCount: row.total,
    })),
  };
}

/** A judge's choices, ranked in the order given (best first). */
export function presentChoices(rows: readonly ChoiceRow[]): JudgeChoice[] {
  return rows.map((row, index) => ({
    intRank: index + 1,
    intScoreId: row.scoreId,
    intVehicleId: row.vehicleId,
    strUniqueId: row.uniqueId,
    strVehicleName: row.vehicleName,
    strCategoryName: row.categoryName,
    intTotalScore: row.total,
    intMaxScore: row.max,
    strImage: mediaUrl(row.imageId),
  }));
}
