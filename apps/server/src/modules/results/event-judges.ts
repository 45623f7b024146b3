import { asc, and, eq, inArray } from 'drizzle-orm';
import { formatJudgeId } from '@showgrid/shared/limits';
import type { Db } from '../../db/client.ts';
import { eventJudges, scoreEntries, users } from '../../db/schema/index.ts';

/** A judge as results, reports and the awards screen name them. */
export interface EventJudge {
  id: number;
  /** JDG-007 */
  code: string;
  name: string;
}

const judgeName = (user: { fullName: string; email: string }) => user.fullName || user.email;

/** A judge by id, as reports and sheets name them; undefined: no such judge. */
export async function findJudge(db: Db, judgeId: number): Promise<EventJudge | undefined> {
  const [user] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(eq(users.id, judgeId), eq(users.role, 'judge')));
  return user && { id: user.id, code: formatJudgeId(user.id), name: judgeName(user) };
}

/** The judges mapped to the event and any other judge who scored in it, by name. */
export async function loadEventJudges(db: Db, eventId: number): Promise<EventJudge[]> {
  const [mapped, scored] = await Promise.all([
    db.select({ id: eventJudges.judgeId }).from(eventJudges).where(eq(eventJudges.eventId, eventId)),
    db.selectDistinct({ id: scoreEntries.judgeId }).from(scoreEntries).where(eq(scoreEntries.eventId, eventId)),
  ]);
  const ids = [...new Set([...mapped, ...scored].map((row) => row.id))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows.map((user) => ({ id: user.id, code: formatJudgeId(user.id), name: judgeName(user) }));
}
