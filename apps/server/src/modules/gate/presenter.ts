import type { GateEvent, GateList, GateVehicle, Staff } from '@showgrid/shared/schemas/gate';
import type { GateVehicleRow } from './repository.ts';

/** The gate's rows in the API's names (ADR 002). */

export const presentGateVehicle = (row: GateVehicleRow): GateVehicle => ({
  intVehicleId: row.id,
  strUniqueId: row.uniqueId,
  strRegistrationNumber: row.registrationNo,
  strBrandName: row.brand,
  strModelName: row.model,
  strOwnerName: row.ownerName,
  strCategoryName: row.categoryName,
  blnPaid: row.paid,
  intToPayCents: row.entryPaymentMode === 'gate' && !row.paid && !row.entryPaid ? row.entryAmountCents : null,
  strCurrency: row.entryCurrency,
  dtArrivedAt: row.arrivedAt?.toISOString() ?? null,
});

export const presentGateEvent = (row: { id: number; title: string; startsAt: Date }): GateEvent => ({
  id: row.id,
  strEventTitle: row.title,
  strEventStartDateTime: row.startsAt.toISOString(),
});

export const presentStaff = (row: { id: number; fullName: string; email: string }): Staff => ({
  intStaffId: row.id,
  strFullName: row.fullName,
  strEmail: row.email,
});

export const presentGateList = (list: { eventId: number; title: string; vehicles: readonly GateVehicleRow[] }): GateList => ({
  intEventId: list.eventId,
  strEventTitle: list.title,
  arrVehicles: list.vehicles.map(presentGateVehicle),
});
