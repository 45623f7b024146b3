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

/** The body of POST /api/score-entry/ (SPEC §7 names). */
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

/**
 * Always a POST: the server upserts on (event, vehicle, judge) and keeps the newest edit, so the
 * write needs no entry id — a PUT to a remembered id would be refused for good (404) if the
 * server lost that entry (say, restored from a backup), and the judge's edit with it.
 */
export function scoreWriteRequest(write: ScoreWrite): FailedRequest {
  return { method: 'POST', url: API.scoreEntries, data: scoreEntryBody(write), headers: {} };
}
