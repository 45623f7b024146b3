import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import type { ParameterRow } from './repository.ts';

/** A scoring parameter in SPEC's names (ADR 002): the one place they are written. */
export const presentParameter = (row: ParameterRow): Parameter => ({
  id: row.id,
  strParameterTitle: row.title,
  intScoreLimit: row.scoreLimit,
  intVehicleTypeId: row.vehicleTypeId,
});
