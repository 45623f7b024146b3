import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  userId: number | null;
  action: 'create' | 'update' | 'delete' | 'reset-password' | 'void';
  entity: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** Strips secrets before a row goes into the audit log (also for writes that insert their audit row in their own SQL). */
export function scrubbed(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !/password|token|secret/i.test(key)),
  );
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    before: scrubbed(entry.before),
    after: scrubbed(entry.after),
  });
}
