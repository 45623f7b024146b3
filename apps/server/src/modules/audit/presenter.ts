import type { AuditEntry } from '@showgrid/shared/schemas/audit';
import type { AuditRow } from './repository.ts';

/** An audit row in the API's names (ADR 002): the one place they are written. */
export const presentAuditEntry = (r: AuditRow): AuditEntry => ({
  intAuditId: r.id,
  intUserId: r.userId,
  strUserName: r.userName,
  strAction: r.action,
  strEntity: r.entity,
  strEntityId: r.entityId,
  objBefore: r.before,
  objAfter: r.after,
  strAt: r.at.toISOString(),
});
