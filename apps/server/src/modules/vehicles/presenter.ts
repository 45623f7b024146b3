import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { totalScoreText } from '@showgrid/shared/score-text';
import type { VehicleJudging } from './judging.ts';
import type { VehicleRecord } from './repository.ts';
import { vehicleFields, type VehicleFieldsApi } from './vehicle-snapshot.ts';

/** A vehicle as the API answers (vehicle-snapshot.ts writes SPEC's names, for answers and the audit log alike). */

/** A vehicle in SPEC §3's names, without the judging figures. */
export const presentVehicleFields = (row: VehicleRecord): VehicleFieldsApi => vehicleFields(row);

/** What the API answers: the vehicle as its reader may see it, and its judging fields (judging.ts). */
export function withJudging(vehicle: VehicleFieldsApi, judging: VehicleJudging): Vehicle {
  return {
    ...vehicle,
    strTotalScore: totalScoreText(judging.total, judging.max),
    arrJudgingParameterIds: judging.parameterIds,
  };
}
