import { english } from '@showgrid/shared/i18n/english';
import { API } from '@showgrid/shared/paths';
import { isQueued, type FailedRequest } from '../../../offline/failed-request-store';
import type { VehicleScore } from '../outbox/sheet-state';

/** Where this judge's score for a vehicle stands (PRODUCT: the judge always sees saved vs waiting). */
export type VehicleStatus = 'saved' | 'waiting' | 'refused' | 'recused' | 'unscored';

/** Each status's words, in English (the id); the card shows them in the judge's language. */
export const STATUS_LABELS: Record<VehicleStatus, string> = {
  saved: english(/*i18n*/ { id: 'Saved' }),
  waiting: english(/*i18n*/ { id: 'Waiting to be sent' }),
  refused: english(/*i18n*/ { id: 'Not saved' }),
  recused: english(/*i18n*/ { id: 'Stepped aside' }),
  unscored: english(/*i18n*/ { id: 'Not scored' }),
};

interface StatusInputs {
  requests: FailedRequest[];
  /** The judge whose writes count (another judge's queued writes on the tablet do not). */
  judgeId: number | null;
  sheets: Record<number, VehicleScore>;
  recusedIds: number[];
  /** Vehicles the server holds an entry of this judge for. */
  serverScored: ReadonlySet<number>;
}

export function vehicleStatus(vehicleId: number, inputs: StatusInputs): VehicleStatus {
  if (isQueued(inputs.requests, vehicleId, API.base, inputs.judgeId)) return 'waiting';
  if (inputs.recusedIds.includes(vehicleId)) return 'recused';
  const state = inputs.sheets[vehicleId]?.state;
  if (state === 'pending') return 'waiting';
  if (state === 'refused') return 'refused';
  if (state === 'saved' || inputs.serverScored.has(vehicleId)) return 'saved';
  return 'unscored';
}

/** Counts towards "judged": scored (saved or waiting). A vehicle stepped aside from is not judged, nor left to judge. */
export function isJudged(status: VehicleStatus): boolean {
  return status === 'saved' || status === 'waiting';
}
