import type { ScoreSheet, SyncState, VehicleScore } from '../outbox/sheet-state';

/** A sheet's total, as the results would count it. */
export const totalOf = (sheet: ScoreSheet) => Object.values(sheet.scores).reduce((total, score) => total + score, 0);

interface SheetOptions {
  intEventId?: number;
  intCategoryId?: number;
  editedAt?: string;
  state?: SyncState;
  sheet?: Partial<ScoreSheet>;
}

/** One vehicle's score as the judge store keeps it (defaults: event 3, Classic Cars, saved). */
export function vehicleScore(options: SheetOptions = {}): VehicleScore {
  return {
    intEventId: options.intEventId ?? 3,
    intCategoryId: options.intCategoryId ?? 5,
    sheet: { scores: {}, specialNote: '', chosen: false, ...options.sheet },
    editedAt: options.editedAt ?? '2030-01-01T00:00:00.000Z',
    state: options.state ?? 'saved',
  };
}

/** Judge store sheets in which these vehicles are the judge's Judges Choice picks. */
export function chosenSheets(...vehicleIds: number[]): Record<number, VehicleScore> {
  return Object.fromEntries(vehicleIds.map((id) => [id, vehicleScore({ sheet: { chosen: true } })]));
}
