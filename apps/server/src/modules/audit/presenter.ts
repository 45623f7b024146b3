import type { AuditEntry } from '@showgrid/shared/schemas/audit';
import { SYSTEM_ACTOR } from '../../platform/audit.ts';
import type { AuditRow } from './repository.ts';

/**
 * An audit row in the API's names (ADR 002): the one place they are written. A row without a user
 * is the system's own when it made or reset an admin account (first start, `npm run admin`: the
 * only writes without one); any other such row was by someone deleted since.
 */
export const presentAuditEntry = (r: AuditRow, recordName: string | null): AuditEntry => ({
  intAuditId: r.id,
  intUserId: r.userId,
  strUserName: r.userId === null && r.entity === 'user' ? SYSTEM_ACTOR : r.userName,
  strAction: r.action,
  strEntity: r.entity,
  strEntityId: r.entityId,
  strRecordName: recordName,
  objBefore: r.before,
  objAfter: r.after,
  strAt: r.at.toISOString(),
});
