import { API } from '@showgrid/shared/paths';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import type { FailedRequest } from '../../../offline/failed-request-store';

/** One score as the judge gave it on this tablet. */
export interface ScoreWrite {
  intEventId: number;
  intVehicleId: number;
  scores: Record<number, number>;
  specialNote: string;
  chosen: boolean;
  dtEditedAt: string;
  strDeviceId: string;
}

/** The body of POST/PUT /api/score-entry/ (SPEC §7 names). */
export function scoreEntryBody(write: ScoreWrite): ScoreEntryBody {
  return {
    intEventId: write.intEventId,
    intVehicleId: write.intVehicleId,
    strSpecialNote: write.specialNote,
    objParameterWiseScore: Object.fromEntries(Object.entries(write.scores)),
    blnTopChoice: write.chosen,
    dtEditedAt: write.dtEditedAt,
    strDeviceId: write.strDeviceId,
  };
}

/** A PUT to the entry when its id is known, else a POST (an upsert on the server). */
export function scoreWriteRequest(write: ScoreWrite, scoreId?: number): FailedRequest {
  const data = scoreEntryBody(write);
  return scoreId === undefined
    ? { method: 'POST', url: API.scoreEntries, data, headers: {} }
    : { method: 'PUT', url: API.scoreEntry(scoreId), data, headers: {} };
}
