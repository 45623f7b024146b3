import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, events, users, vehicles } from '../../db/schema/index.ts';
import { containsFolded } from '../../lib/folded-text.ts';
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
    filter.user === undefined
      ? undefined
      : or(containsFolded(users.fullNameFolded, filter.user), ilike(users.email, containsPattern(filter.user))),
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

/** The ids a page of the trail points at, to be named (record-names.ts). */
export interface NameLookup {
  vehicles: number[];
  people: number[];
  events: number[];
}

/**
 * What those ids are called now: a vehicle by the id on its card (else its registration), a person
 * by name (else e-mail), an event by its title. Gone ones are simply absent. One query per kind, over
 * the distinct ids of the rows listed (at most the show's vehicles, people and events).
 */
export async function lookUpNames(
  db: Db,
  ids: NameLookup,
): Promise<{ vehicles: Map<number, string>; people: Map<number, string>; events: Map<number, string> }> {
  const [vehicleRows, peopleRows, eventRows] = await Promise.all([
    ids.vehicles.length === 0
      ? []
      : db
          .select({ id: vehicles.id, uniqueId: vehicles.uniqueId, registrationNo: vehicles.registrationNo })
          .from(vehicles)
          .where(inArray(vehicles.id, ids.vehicles)),
    ids.people.length === 0
      ? []
      : db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(inArray(users.id, ids.people)),
    ids.events.length === 0 ? [] : db.select({ id: events.id, title: events.title }).from(events).where(inArray(events.id, ids.events)),
  ]);
  return {
    vehicles: new Map(vehicleRows.map((v) => [v.id, v.uniqueId || v.registrationNo])),
    people: new Map(peopleRows.map((p) => [p.id, p.fullName || p.email])),
    events: new Map(eventRows.map((e) => [e.id, e.title])),
  };
}
