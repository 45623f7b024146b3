import type { VehicleIdStatus } from '@showgrid/shared/schemas/vehicle';
import type { Assignment } from './repository.ts';

/** An id of a category's series in SPEC's names (ADR 002), with the vehicle holding it, if any. */
export const presentVehicleId = (id: string, holder: Assignment | undefined): VehicleIdStatus => ({
  strUniqueId: id,
  blnAssigned: holder !== undefined,
  intVehicleId: holder?.vehicleId ?? null,
  strVehicleName: holder?.vehicleName ?? null,
  intEventId: holder?.eventId ?? null,
  strEventTitle: holder?.eventTitle ?? null,
});
