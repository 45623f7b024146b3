import type { GateVehicleRow } from './repository.ts';

/** What the audit log keeps of a gate change: which car, its arrival and payment. */
export interface GateSnapshot {
  vehicleId: number;
  uniqueId: string | null;
  registrationNo: string;
  arrivedAt: string | null;
  paid: boolean;
  /** An entrant's entry's fee paid with it (issue 31). */
  entryPaid?: boolean;
}

export const gateSnapshot = (row: GateVehicleRow): GateSnapshot => ({
  vehicleId: row.id,
  uniqueId: row.uniqueId,
  registrationNo: row.registrationNo,
  arrivedAt: row.arrivedAt?.toISOString() ?? null,
  paid: row.paid,
  ...(row.entryAmountCents === null ? {} : { entryPaid: row.entryPaid }),
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
