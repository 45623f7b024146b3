import type { z } from 'zod';
import { scoreText } from '@showgrid/shared/score-text';
import {
  scoreConflictSchema,
  scoreEntrySchema,
  type JudgeChoice,
  type recusalSchema,
  type scoreCountSchema,
  type ScoreEntry,
  type totalScoreAnswerSchema,
} from '@showgrid/shared/schemas/score';
import type { scoreConflicts } from '../../db/schema/index.ts';
import { mediaUrl } from '../media/repository.ts';
import type { ConflictRecord, ConflictRow } from './conflicts.ts';
import type { RecusalRow, RecusalSnapshot } from './recusals.ts';
import type { EntryRecord } from './repository.ts';
import type { ChoiceRow, CountRow, TotalRow } from './results.ts';
import type { Sheet } from './sheet.ts';

/**
 * Score entries, conflicts, recusals, totals, progress and picks in SPEC's names (ADR 002): the
 * one place they are written. The repositories and services speak the code's own names. A score
 * entry's audit snapshot is its API shape (plus how it was written), so the trail reads like the
 * answers did; a conflict keeps the rejected edit as the API shows it.
 */

/** One entry with the parameters it was scored on (retired ones flagged), by parameter id. */
export function presentEntry(entry: EntryRecord): ScoreEntry {
  return {
    intScoreId: entry.id,
    intEventId: entry.eventId,
    intVehicleId: entry.vehicleId,
    intJudgeId: entry.judgeId,
    strSpecialNote: entry.specialNote,
    objParameterWiseScore: Object.fromEntries(entry.values.map((value) => [String(value.parameterId), value.score])),
    arrParameterWiseScore: entry.values.map((value) => ({
      intParameterId: value.parameterId,
      strParameterTitle: value.title,
      intScore: value.score,
      intScoreLimit: value.limit,
      blnRetired: value.retired,
    })),
    blnTopChoice: entry.topChoice,
    intTotalScore: entry.total,
    intMaxScore: entry.max,
    dtEditedAt: entry.editedAt.toISOString(),
    dtSavedAt: entry.updatedAt.toISOString(),
    objParameterWiseDeductions: entry.deductions,
    blnFromPaper: entry.fromPaper,
    intEnteredById: entry.enteredBy,
    strEnteredByName: entry.enteredByName,
  };
}

/** How a paper sheet reads in the audit trail (ADR 034): "entered from paper by Alice Admin". */
export const enteredFromPaperText = (adminName: string) => `entered from paper by ${adminName}`;

/** How a write came about, kept beside the entry in its audit row (ADR 009). */
export interface EntryWriteNote {
  /** The device's own edit time, when it was too far ahead to be believed (edit-time.ts), and that device. */
  ahead?: { stamp: string; deviceId: string };
  /** The conflict an admin applied. */
  appliedConflictId?: number;
  /** The admin who entered the judge's paper sheet, by name (ADR 034). */
  paperBy?: string;
}

/** The audit key of the entry's id: a new entry's id is the insert's, set in SQL (sheet.ts). */
export const SNAPSHOT_ID_KEY = 'intScoreId' satisfies keyof ScoreEntry;
/** The audit keys of an edit taken at server time (edit-time.ts `firstTaken` finds them). */
export const SNAPSHOT_AHEAD_KEYS = { stamp: 'dtDeviceEditedAt', deviceId: 'strDeviceId' } as const;

/** What the audit log keeps of a score entry, before and after alike. */
export type ScoreEntrySnapshot = ScoreEntry & {
  dtDeviceEditedAt?: string;
  strDeviceId?: string;
  intAppliedConflictId?: number;
  strEnteredFrom?: string;
};

export function entrySnapshot(entry: EntryRecord, note: EntryWriteNote = {}): ScoreEntrySnapshot {
  return {
    ...presentEntry(entry),
    ...(note.ahead && { [SNAPSHOT_AHEAD_KEYS.stamp]: note.ahead.stamp, [SNAPSHOT_AHEAD_KEYS.deviceId]: note.ahead.deviceId }),
    ...(note.appliedConflictId !== undefined && { intAppliedConflictId: note.appliedConflictId }),
    ...(note.paperBy !== undefined && { strEnteredFrom: enteredFromPaperText(note.paperBy) }),
  };
}

// Deductions are optional here: snapshots written before deduction sheets (ADR 029) have none.
const snapshotSheetSchema = scoreEntrySchema
  .pick({ strSpecialNote: true, blnTopChoice: true, objParameterWiseScore: true, dtEditedAt: true })
  .extend({ objParameterWiseDeductions: scoreEntrySchema.shape.objParameterWiseDeductions.optional() });

/** The sheet and edit time an audit snapshot of an entry keeps, or undefined if it holds something else. */
export function sheetOfSnapshot(value: unknown): { sheet: Sheet; editedAt: Date } | undefined {
  const parsed = snapshotSheetSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const taken = parsed.data;
  return {
    sheet: {
      scores: taken.objParameterWiseScore,
      note: taken.strSpecialNote,
      topChoice: taken.blnTopChoice,
      deductions: taken.objParameterWiseDeductions ?? {},
    },
    editedAt: new Date(taken.dtEditedAt),
  };
}

export type RejectedEdit = z.infer<typeof scoreConflictSchema>['objRejected'];

/** The edit a conflict keeps, as the API shows it (stored so in the conflict row). */
export function rejectedEdit(record: ConflictRecord): RejectedEdit {
  return {
    intEventId: record.eventId,
    intVehicleId: record.vehicleId,
    intJudgeId: record.judgeId,
    strSpecialNote: record.sheet.note,
    objParameterWiseScore: record.sheet.scores,
    blnTopChoice: record.sheet.topChoice,
    dtEditedAt: record.sentAt,
    strDeviceId: record.deviceId,
    objParameterWiseDeductions: record.sheet.deductions,
  };
}

/** The edit a conflict row keeps, or an empty sheet if the row holds something unreadable. */
export function rejectedOf(value: unknown): RejectedEdit {
  const parsed = scoreConflictSchema.shape.objRejected.safeParse(value);
  return parsed.success ? parsed.data : { objParameterWiseScore: {} };
}

/** The sheet of a rejected edit. */
export function sheetOfRejected(value: unknown): Sheet {
  const rejected = rejectedOf(value);
  return {
    scores: rejected.objParameterWiseScore,
    note: rejected.strSpecialNote ?? '',
    topChoice: rejected.blnTopChoice ?? false,
    deductions: rejected.objParameterWiseDeductions ?? {},
  };
}

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

/** What the audit log keeps of a conflict, before and after alike: its row, and after an apply, the entry it made. */
export type ScoreConflictSnapshot = typeof scoreConflicts.$inferSelect & { blnApplied?: true; intScoreId?: number };

export function conflictSnapshot(row: typeof scoreConflicts.$inferSelect, applied?: { scoreId: number }): ScoreConflictSnapshot {
  return applied ? { ...row, blnApplied: true, intScoreId: applied.scoreId } : row;
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

/** A judge's picks, ranked in the order given (best first). */
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

declare module '../../lib/audit.ts' {
  interface AuditSnapshots {
    'score-entry': ScoreEntrySnapshot;
    'score-conflict': ScoreConflictSnapshot;
    recusal: RecusalSnapshot;
  }
}
