import type { RegistrationRecord, RegistrationStatus } from './records.ts';

/** What the audit log keeps of an entry, before and after alike (no photos' bytes, no payment ids). */
export interface RegistrationSnapshot {
  eventId: number;
  entrantId: number;
  categoryId: number;
  status: RegistrationStatus;
  ownerName: string;
  registrationNo: string;
  paymentMode: string;
  amountCents: number;
  currency: string;
  /** online, cash or card once paid; null while unpaid. */
  paidVia: string | null;
  reason: string;
}

export function registrationSnapshot(record: RegistrationRecord): RegistrationSnapshot {
  return {
    eventId: record.eventId,
    entrantId: record.entrantId,
    categoryId: record.categoryId,
    status: record.status,
    ownerName: record.ownerName,
    registrationNo: record.registrationNo,
    paymentMode: record.paymentMode,
    amountCents: record.amountCents,
    currency: record.currency,
    paidVia: record.paidAt === null ? null : record.paidVia,
    reason: record.reason,
  };
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    registration: RegistrationSnapshot;
  }
}
