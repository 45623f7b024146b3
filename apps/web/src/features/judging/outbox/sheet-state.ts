import type { Deduction, ScoreEntry } from '@showgrid/shared/schemas/score';

/**
 * One vehicle's score on the tablet and where it stands with the server: the tablet's one outbox
 * (ADR 021). pending: waiting to be sent (never sent, a send did not get through, or the server
 * lost it); saved: the server holds this edit; refused: the server said no for good.
 */
export type SyncState = 'saved' | 'pending' | 'refused';

/** A deduction sheet's deductions by parameter id (ADR 029). */
export type SheetDeductions = Record<number, Deduction[]>;

/**
 * What the judge gave: a score per parameter id, the special note and the Judges Choice switch;
 * on a deduction sheet also the deductions per parameter (each score is then its limit less them).
 * A points sheet has no `deductions`, so it is kept and sent exactly as before deduction sheets.
 */
export interface ScoreSheet {
  scores: Record<number, number>;
  specialNote: string;
  chosen: boolean;
  deductions?: SheetDeductions;
}

export interface VehicleScore {
  intEventId: number;
  intCategoryId: number;
  sheet: ScoreSheet;
  /** When the judge last changed the sheet on this tablet (ISO); sent as dtEditedAt. */
  editedAt: string;
  state: SyncState;
  /** Why the server refused it for good (state refused), as it said it. */
  refusal?: string;
}

/**
 * The sheet the judge is filling in, kept on the tablet as they move a slider or type (issue 29,
 * ADR 030): it survives a turn of the tablet, a reload, another page and another judge on the
 * tablet. It is never sent; a submit replaces it (the `edited` event), and only the judge discards
 * it. Its note is kept as typed (a submit trims it).
 */
export interface SheetDraft {
  intEventId: number;
  intCategoryId: number;
  sheet: ScoreSheet;
  /** When the judge last changed it (ISO). */
  editedAt: string;
}

/**
 * What can happen to a vehicle's score. A send's outcome names the edit it carried: a newer edit
 * made while it was on its way is not marked by it (that edit's own send reports on it).
 */
export type SheetEvent =
  | { type: 'edited'; intEventId: number; intCategoryId: number; sheet: ScoreSheet; editedAt: string }
  | { type: 'sent'; editedAt: string }
  | { type: 'refused'; editedAt: string; message?: string }
  /** The server lacks this edit or holds an older one (say, restored from a backup). */
  | { type: 'lost'; editedAt: string }
  /** The server's entry becomes the tablet's (it is newer, or a 409 says the server kept a newer one). */
  | { type: 'adopted'; entry: ScoreEntry; intCategoryId: number };

/** Scores keyed by parameter id as JSON gives them (string keys) keyed by number again. */
export function byParameterId(scores: Record<string, number>): Record<number, number> {
  return Object.fromEntries(Object.entries(scores).map(([id, score]) => [Number(id), score]));
}

function sheetOfEntry(entry: ScoreEntry): ScoreSheet {
  const sheet: ScoreSheet = {
    scores: byParameterId(entry.objParameterWiseScore),
    specialNote: entry.strSpecialNote,
    chosen: entry.blnTopChoice,
  };
  // The server answers {} for a points sheet: that one stays a points sheet on the tablet too.
  const deductions = Object.entries(entry.objParameterWiseDeductions);
  if (deductions.length > 0) sheet.deductions = Object.fromEntries(deductions.map(([id, list]) => [Number(id), list]));
  return sheet;
}

/** The sync state machine: the next record, or the same one when the event does not apply. */
export function nextScore(current: VehicleScore | undefined, event: SheetEvent): VehicleScore | undefined {
  switch (event.type) {
    case 'edited':
      return {
        intEventId: event.intEventId,
        intCategoryId: event.intCategoryId,
        sheet: event.sheet,
        editedAt: event.editedAt,
        state: 'pending',
      };
    case 'adopted':
      return {
        intEventId: event.entry.intEventId,
        intCategoryId: event.intCategoryId,
        sheet: sheetOfEntry(event.entry),
        editedAt: event.entry.dtEditedAt,
        state: 'saved',
      };
    case 'sent':
      return current?.editedAt === event.editedAt && current.state === 'pending' ? { ...current, state: 'saved' } : current;
    case 'refused':
      return current?.editedAt === event.editedAt && current.state === 'pending'
        ? { ...current, state: 'refused', ...(event.message === undefined ? {} : { refusal: event.message }) }
        : current;
    case 'lost':
      return current?.editedAt === event.editedAt && current.state === 'saved' ? { ...current, state: 'pending' } : current;
  }
}
