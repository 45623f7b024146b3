import { scoreEntrySchema, type ScoreEntry } from '@showgrid/shared/schemas/score';
import type { Sheet } from './records.ts';
import type { EntryRecord } from './repository.ts';

/*
 * A score entry in SPEC's names (ADR 002), for answers and the audit log alike: its audit snapshot
 * is its API shape (plus how it was written), so the trail reads like the answers did.
 */

/** One entry with the parameters it was scored on (retired ones flagged), by parameter id. */
export function entryFields(entry: EntryRecord): ScoreEntry {
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
    ...entryFields(entry),
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

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    'score-entry': ScoreEntrySnapshot;
  }
}
