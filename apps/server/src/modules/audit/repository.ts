import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { offsetOf, type PageRequest } from '../../lib/pagination.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit trail, newest first: one page of it (or all of it) and how many rows it has. */
export async function listAudit(db: Db, req: PageRequest): Promise<{ rows: AuditRow[]; total: number }> {
  const query = db.select().from(auditLog).orderBy(desc(auditLog.id)).$dynamic();
  const rows = req.page === undefined ? await query : await query.limit(req.pageSize).offset(offsetOf(req));
  const [total] = await db.select({ n: count() }).from(auditLog);
  return { rows, total: total?.n ?? 0 };
}
