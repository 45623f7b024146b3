import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventJudges, parameters, scoreEntries, scoreParameterValues, users, vehicles } from '../../db/schema/index.ts';
import { offsetOf, type PageRequest } from '../../lib/pagination.ts';

/** The database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

type EntryRow = typeof scoreEntries.$inferSelect;

export interface EntryFilter {
  id?: number;
  eventId?: number;
  vehicleId?: number;
  judgeId?: number;
  categoryId?: number;
}

export function entryWhere(filter: EntryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.id !== undefined) conditions.push(eq(scoreEntries.id, filter.id));
  if (filter.eventId !== undefined) conditions.push(eq(scoreEntries.eventId, filter.eventId));
  if (filter.vehicleId !== undefined) conditions.push(eq(scoreEntries.vehicleId, filter.vehicleId));
  if (filter.judgeId !== undefined) conditions.push(eq(scoreEntries.judgeId, filter.judgeId));
  if (filter.categoryId !== undefined) {
    conditions.push(
      sql`${scoreEntries.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.categoryId} = ${filter.categoryId})`,
    );
  }
  return and(...conditions);
}

/** A parameter value of an entry, with what the entry's answer says of its parameter. */
export interface EntryValue {
  parameterId: number;
  score: number;
  title: string;
  limit: number;
  retired: boolean;
}

/** An entry as its row keeps it (the columns its answer shows). */
export type EntryFacts = Pick<
  EntryRow,
  | 'id'
  | 'eventId'
  | 'vehicleId'
  | 'judgeId'
  | 'specialNote'
  | 'topChoice'
  | 'editedAt'
  | 'updatedAt'
  | 'deductions'
  | 'fromPaper'
  | 'enteredBy'
>;

/** Who entered a sheet from paper (ADR 034), by name: the admin's name, else their e-mail; null when not from paper or since deleted. */
export type EnteredByName = string | null;

/** An entry with the parameters it was scored on (retired ones flagged), by parameter id, and their sums. */
export interface EntryRecord extends EntryFacts {
  enteredByName: EnteredByName;
  values: EntryValue[];
  /** The sum of the scores. */
  total: number;
  /** The sum of the limits of the parameters scored on. */
  max: number;
}

export function entryRecord(row: EntryFacts, values: readonly EntryValue[], enteredByName: EnteredByName = null): EntryRecord {
  const own = [...values].sort((a, b) => a.parameterId - b.parameterId);
  return {
    id: row.id,
    eventId: row.eventId,
    vehicleId: row.vehicleId,
    judgeId: row.judgeId,
    specialNote: row.specialNote,
    topChoice: row.topChoice,
    editedAt: row.editedAt,
    updatedAt: row.updatedAt,
    deductions: row.deductions,
    fromPaper: row.fromPaper,
    enteredBy: row.enteredBy,
    enteredByName,
    values: own,
    total: own.reduce((sum, value) => sum + value.score, 0),
    max: own.reduce((sum, value) => sum + value.limit, 0),
  };
}

/** The names of the admins who entered sheets from paper, by id: read only when a sheet of `rows` was. */
async function enterersOf(ex: Executor, rows: readonly EntryRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.enteredBy === null ? [] : [row.enteredBy])))];
  if (ids.length === 0) return new Map();
  const people = await ex.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(people.map((person) => [person.id, person.fullName || person.email]));
}

/** Entries, each with the parameters it was scored on (retired ones flagged), and who entered it from paper. */
export async function withValues(ex: Executor, rows: EntryRow[]): Promise<EntryRecord[]> {
  if (rows.length === 0) return [];
  const enterers = await enterersOf(ex, rows);
  const values = await ex
    .select({
      scoreId: scoreParameterValues.scoreId,
      parameterId: scoreParameterValues.parameterId,
      score: scoreParameterValues.score,
      title: parameters.title,
      limit: parameters.scoreLimit,
      retiredAt: parameters.retiredAt,
    })
    .from(scoreParameterValues)
    .innerJoin(parameters, eq(parameters.id, scoreParameterValues.parameterId))
    .where(
      inArray(
        scoreParameterValues.scoreId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) =>
    entryRecord(
      row,
      values
        .filter((value) => value.scoreId === row.id)
        .map((value) => ({
          parameterId: value.parameterId,
          score: value.score,
          title: value.title,
          limit: value.limit,
          retired: value.retiredAt !== null,
        })),
      row.enteredBy === null ? null : (enterers.get(row.enteredBy) ?? null),
    ),
  );
}

export function createScoresRepository(db: Db) {
  return {
    async list(filter: EntryFilter, req: PageRequest): Promise<{ rows: EntryRecord[]; total: number }> {
      const where = entryWhere(filter);
      const query = db.select().from(scoreEntries).where(where).orderBy(desc(scoreEntries.updatedAt), desc(scoreEntries.id)).$dynamic();
      const rows = req.page === undefined ? await query : await query.limit(req.pageSize).offset(offsetOf(req));
      const [total] = await db.select({ n: count() }).from(scoreEntries).where(where);
      return { rows: await withValues(db, rows), total: total?.n ?? 0 };
    },

    async find(filter: EntryFilter, ex: Executor = db): Promise<EntryRecord | undefined> {
      const rows = await ex.select().from(scoreEntries).where(entryWhere(filter)).limit(1);
      const [found] = await withValues(ex, rows);
      return found;
    },

    /** Whether such an entry exists: one small read, where the entry itself is not needed. */
    async exists(filter: EntryFilter): Promise<boolean> {
      const [row] = await db.select({ id: scoreEntries.id }).from(scoreEntries).where(entryWhere(filter)).limit(1);
      return row !== undefined;
    },

    async isMapped(eventId: number, judgeId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(eventJudges)
        .where(and(eq(eventJudges.eventId, eventId), eq(eventJudges.judgeId, judgeId)));
      return (row?.n ?? 0) > 0;
    },
  };
}

export type ScoresRepository = ReturnType<typeof createScoresRepository>;
