import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { offsetOf, type PageRequest } from '../../lib/pagination.ts';

export type AuditRow = typeof auditLog.$inferSelect & { userName: string | null };

/** What the trail can be narrowed to: one kind of record, a person (name or e-mail contains), a time span. */
export interface AuditFilter {
  entity?: string;
  user?: string;
  from?: Date;
  to?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.user === undefined ? undefined : or(ilike(users.fullName, containsPattern(filter.user)), ilike(users.email, containsPattern(filter.user))),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.to === undefined ? undefined : lte(auditLog.at, filter.to),
  );
}

/** The audit trail, newest first, narrowed by `filter`: one page of it (or all of it) and how many rows match. */
export async function listAudit(db: Db, req: PageRequest, filter: AuditFilter = {}): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const query = db
    .select({ row: auditLog, fullName: users.fullName, email: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .$dynamic();
  const found = req.page === undefined ? await query : await query.limit(req.pageSize).offset(offsetOf(req));
  const [total] = await db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).where(where);
  return {
    rows: found.map(({ row, fullName, email }) => ({ ...row, userName: fullName || email })),
    total: total?.n ?? 0,
  };
}
