import type { ParameterWiseDeductions } from '@showgrid/shared/schemas/score';
import type { scoreConflicts } from '../../db/schema/index.ts';

/*
 * Sheets, conflicts and recusals in the code's own names: what the repositories read and the
 * services write. Presenters and audit snapshots take them from here, never from a service.
 */

/** What a sheet says: the scores, the note, the judges-choice mark, and a deduction sheet's deductions. */
export interface Sheet {
  scores: Record<string, number>;
  note: string;
  topChoice: boolean;
  /** Parameter id → the deductions recorded on it ({} on a points sheet; ADR 029). */
  deductions: ParameterWiseDeductions;
}

/** An edit the server did not apply, as recordConflict (conflicts.ts) keeps it. */
export interface ConflictRecord {
  eventId: number;
  vehicleId: number;
  judgeId: number;
  deviceId: string;
  sheet: Sheet;
  /** The edit time the device sent, as it sent it (absent from SPEC's client). */
  sentAt: string | undefined;
  rejectedAt: Date;
  keptAt: Date;
}

/**
 * A conflict with the name of the judge whose edit it was, as the admin's list shows it, and
 * whether the sheet kept against it is the one the chief judge entered from paper (ADR 034).
 */
export type ConflictRow = typeof scoreConflicts.$inferSelect & { judgeName: string; keptFromPaper: boolean };

/** A recusal with the judge's name, as the list shows it. */
export interface RecusalRow {
  eventId: number;
  vehicleId: number;
  judgeId: number;
  judgeName: string;
  reason: string;
  createdAt: Date;
}
