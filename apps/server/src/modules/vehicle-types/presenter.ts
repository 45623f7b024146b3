import type { VehicleType } from '@showgrid/shared/schemas/catalogue';
import type { VehicleTypeRow } from './repository.ts';

/** A vehicle type in SPEC's names (ADR 002): the one place they are written. */
export const presentVehicleType = (row: VehicleTypeRow): VehicleType => ({
  id: row.id,
  strVehicleTypeTitle: row.title,
  intCategoryCount: row.categoryCount,
  intParameterCount: row.parameterCount,
});
