import type { GateEvent, GateVehicle, Staff } from '@showgrid/shared/schemas/gate';
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

/** What the audit log keeps of a gate change: which car, its arrival and payment. */
export interface GateSnapshot {
  vehicleId: number;
  uniqueId: string | null;
  registrationNo: string;
  arrivedAt: string | null;
  paid: boolean;
}

export const gateSnapshot = (row: GateVehicleRow): GateSnapshot => ({
  vehicleId: row.id,
  uniqueId: row.uniqueId,
  registrationNo: row.registrationNo,
  arrivedAt: row.arrivedAt?.toISOString() ?? null,
  paid: row.paid,
});

/** What the audit log keeps of a volunteer's account (never the password). */
export interface StaffSnapshot {
  email: string;
  fullName: string;
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    gate: GateSnapshot;
    staff: StaffSnapshot;
  }
}
