import { maskEmail } from './email.ts';
import type { VoteRow } from './votes-repository.ts';

/** What the audit log keeps of a vote, before and after alike: never the whole address. */
export interface VoteSnapshot {
  id: number;
  intEventId: number;
  intVehicleId: number;
  dtCreatedAt: string;
  strEmailMasked: string;
  dtVoidedAt: string | null;
  strVoidReason: string | null;
}

export function voteSnapshot(row: VoteRow): VoteSnapshot {
  return {
    id: row.id,
    intEventId: row.eventId,
    intVehicleId: row.vehicleId,
    dtCreatedAt: row.createdAt.toISOString(),
    strEmailMasked: maskEmail(row.email),
    dtVoidedAt: row.voidedAt?.toISOString() ?? null,
    strVoidReason: row.voidReason,
  };
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    'audience-vote': VoteSnapshot;
  }
}
