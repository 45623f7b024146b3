import type { z } from 'zod';
import { scoreConflictSchema } from '@showgrid/shared/schemas/score';
import type { scoreConflicts } from '../../db/schema/index.ts';
import type { ConflictRecord, Sheet } from './records.ts';

/* A conflict keeps the rejected edit as the API shows it; the audit log keeps its row. */

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

/** What the audit log keeps of a conflict, before and after alike: its row, and after an apply, the entry it made. */
export type ScoreConflictSnapshot = typeof scoreConflicts.$inferSelect & { blnApplied?: true; intScoreId?: number };

export function conflictSnapshot(row: typeof scoreConflicts.$inferSelect, applied?: { scoreId: number }): ScoreConflictSnapshot {
  return applied ? { ...row, blnApplied: true, intScoreId: applied.scoreId } : row;
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    'score-conflict': ScoreConflictSnapshot;
  }
}
