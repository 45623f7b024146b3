import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventJudges, users } from '../../db/schema/index.ts';
import { containsFolded, foldedOrder } from '../../lib/folded-text.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { offsetOf, type PageRequest } from '../../lib/pagination.ts';
import type { Executor, User } from '../users/repository.ts';

export interface JudgeFilter {
  /** Part of the name or the e-mail, any case. */
  search?: string;
  /** Only judges mapped to this event. */
  eventId?: number;
  /** Only this judge. */
  judgeId?: number;
}

/** A judge's user row with the events they are mapped to (by id). */
export interface JudgeRecord extends User {
  eventIds: number[];
}

/** What create, update and reset answer with (judgeSavedSchema). */
export interface SavedJudge {
  judge: JudgeRecord;
  /** Shown to the admin once; null when the admin typed the password or kept it. */
  generatedPassword: string | null;
  /** The judge's e-mail really left over SMTP. */
  emailed: boolean;
}

const isJudge = eq(users.role, 'judge');

/** Reads of judges (users with role judge) with their photo address and event mappings. */
export function createJudgesRepository(db: Db) {
  function whereOf({ search, eventId, judgeId }: JudgeFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [isJudge];
    if (judgeId !== undefined) conditions.push(eq(users.id, judgeId));
    if (search) {
      conditions.push(or(containsFolded(users.fullNameFolded, search), ilike(users.email, containsPattern(search))));
    }
    if (eventId !== undefined) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(eventJudges)
            .where(and(eq(eventJudges.eventId, eventId), eq(eventJudges.judgeId, users.id))),
        ),
      );
    }
    return and(...conditions);
  }

  async function eventIdsOf(judgeIds: number[], ex: Executor = db): Promise<Map<number, number[]>> {
    const byJudge = new Map<number, number[]>();
    if (judgeIds.length === 0) return byJudge;
    const rows = await ex
      .select({ judgeId: eventJudges.judgeId, eventId: eventJudges.eventId })
      .from(eventJudges)
      .where(inArray(eventJudges.judgeId, judgeIds))
      .orderBy(asc(eventJudges.eventId));
    for (const row of rows) {
      const list = byJudge.get(row.judgeId) ?? [];
      list.push(row.eventId);
      byJudge.set(row.judgeId, list);
    }
    return byJudge;
  }

  /**
   * The user row of a judge; undefined for unknown ids and for admins. Inside a write's
   * transaction pass forUpdate, so two saves of one judge (say two photo replacements) queue
   * instead of both removing the same old photo and orphaning one new one.
   */
  async function findUser(id: number, ex: Executor = db, { forUpdate = false } = {}): Promise<User | undefined> {
    const query = ex
      .select()
      .from(users)
      .where(and(eq(users.id, id), isJudge))
      .$dynamic();
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  /** A judge's user row with their events. */
  async function withEvents(user: User, ex: Executor = db): Promise<JudgeRecord> {
    const events = await eventIdsOf([user.id], ex);
    return { ...user, eventIds: events.get(user.id) ?? [] };
  }

  return {
    findUser,
    withEvents,

    /** A judge with photo and events, or undefined for unknown ids and for admins. */
    async find(id: number, ex: Executor = db): Promise<JudgeRecord | undefined> {
      const user = await findUser(id, ex);
      return user && withEvents(user, ex);
    },

    /** Judges by name (then id, so pages are stable), a page of them or every one. */
    async list(filter: JudgeFilter, req: PageRequest): Promise<{ rows: JudgeRecord[]; total: number }> {
      const where = whereOf(filter);
      const query = db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(foldedOrder(users.fullNameFolded)), asc(users.id))
        .$dynamic();
      const rows = req.page === undefined ? await query : await query.limit(req.pageSize).offset(offsetOf(req));
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const events = await eventIdsOf(rows.map((r) => r.id));
      return { rows: rows.map((r) => ({ ...r, eventIds: events.get(r.id) ?? [] })), total: total?.n ?? 0 };
    },
  };
}

export type JudgesRepository = ReturnType<typeof createJudgesRepository>;
