import type { Role } from '@showgrid/shared/roles';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/**
 * What the audit log keeps of each audited entity: one snapshot shape per entity, for `before`
 * and `after` alike. Each module adds its entities where it defines their snapshot (declaration
 * merging, as plugins/auth.ts does for Fastify's config): `declare module '…/platform/audit.ts' {
 * interface AuditSnapshots { 'score-entry': ScoreEntrySnapshot } }`.
 */
export interface AuditSnapshots {
  /** An account made or reset from the command line or at first start (no password, ever). */
  user: { email: string; role: Role };
}

export type AuditedEntity = keyof AuditSnapshots;

/** Who the trail names for the server's own writes: an admin account made at first start or by `npm run admin` (written with no user). */
export const SYSTEM_ACTOR = 'System';

export type AuditAction = 'create' | 'update' | 'delete' | 'reset-password' | 'void' | 'check-in' | 'undo-check-in' | 'mark-paid';

/** An audit row as written, for every entity: its name and JSON snapshots (secrets are stripped all the same). */
export interface AuditEntry {
  userId: number | null;
  action: AuditAction;
  entity: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** An audit row of a known entity: before and after are that entity's snapshot. */
export interface EntityAuditEntry<E extends AuditedEntity> extends AuditEntry {
  entity: E;
  before?: AuditSnapshots[E] | null;
  after?: AuditSnapshots[E] | null;
}

/** Strips secrets before a row goes into the audit log (also for writes that insert their audit row in their own SQL). */
export function scrubbed(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !/password|token|secret/i.test(key)));
}

/** Writes an audit row as given. The code audits through `audit`, which holds each entity to its snapshot. */
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

/** Audits a change of an entity, its before and after in the entity's one snapshot shape (AuditSnapshots). */
export function audit<E extends AuditedEntity>(db: Db, entry: EntityAuditEntry<E>): Promise<void> {
  return recordAudit(db, entry);
}
