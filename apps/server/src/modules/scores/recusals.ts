import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recusals, scoreEntries, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { RecusalRow } from './records.ts';
import { lockJudgeVehicle } from './sheet.ts';

export const SCORED_ALREADY = 'Delete your score for this vehicle first.';

/** What the audit log keeps of a recusal, before and after alike: its row. */
export type RecusalSnapshot = typeof recusals.$inferSelect;

const columns = {
  eventId: recusals.eventId,
  vehicleId: recusals.vehicleId,
  judgeId: recusals.judgeId,
  judgeName: users.fullName,
  reason: recusals.reason,
  createdAt: recusals.createdAt,
};

const keyOf = (judgeId: number, eventId: number, vehicleId: number) =>
  and(eq(recusals.eventId, eventId), eq(recusals.vehicleId, vehicleId), eq(recusals.judgeId, judgeId));

/**
 * Recusals (PRODUCT.md "Recusal"): a judge steps aside from a vehicle they have not scored. Each
 * change is announced (`onChange`), so the coverage page and the judges' progress follow it live.
 */
export function createRecusalsRepository(db: Db, onChange: ChangeHook) {
  const select = (q: Pick<Db, 'select'>, where: SQL | undefined) =>
    q
      .select(columns)
      .from(recusals)
      .innerJoin(users, eq(users.id, recusals.judgeId))
      .where(where)
      .orderBy(asc(recusals.createdAt), asc(recusals.vehicleId));

  return {
    /** An event's recusals, oldest first; narrowed to a vehicle and to a judge when given. */
    list(filter: { eventId: number; vehicleId?: number; judgeId?: number }): Promise<RecusalRow[]> {
      return select(
        db,
        and(
          eq(recusals.eventId, filter.eventId),
          filter.vehicleId === undefined ? undefined : eq(recusals.vehicleId, filter.vehicleId),
          filter.judgeId === undefined ? undefined : eq(recusals.judgeId, filter.judgeId),
        ),
      );
    },

    /**
     * Records (or re-words) the judge's recusal, audited. 404 when the judge does not judge the
     * event or the vehicle is not a Paid one of it; 409 while the judge has a score for it.
     */
    async recuse(judgeId: number, eventId: number, vehicleId: number, reason: string): Promise<RecusalRow> {
      return db.transaction(async (tx) => {
        await lockJudgeVehicle(tx, judgeId, eventId, vehicleId);
        const [scored] = await tx
          .select({ id: scoreEntries.id })
          .from(scoreEntries)
          .where(and(eq(scoreEntries.eventId, eventId), eq(scoreEntries.vehicleId, vehicleId), eq(scoreEntries.judgeId, judgeId)));
        if (scored) throw new HttpError(409, { detail: SCORED_ALREADY });
        const key = keyOf(judgeId, eventId, vehicleId);
        const [before] = await tx.select().from(recusals).where(key);
        const [after] = await tx
          .insert(recusals)
          .values({ eventId, vehicleId, judgeId, reason })
          .onConflictDoUpdate({ target: [recusals.eventId, recusals.vehicleId, recusals.judgeId], set: { reason } })
          .returning();
        await audit(tx, {
          userId: judgeId,
          action: before ? 'update' : 'create',
          entity: 'recusal',
          entityId: `${eventId}:${vehicleId}:${judgeId}`,
          before: before ?? null,
          after,
        });
        await onChange(tx, { eventId, kind: 'recusal', vehicleId });
        const [row] = await select(tx, key);
        if (!row) throw new Error('recusal vanished inside its own transaction');
        return row;
      });
    },

    /** Withdraws the judge's own recusal, audited; 404 when there is none. */
    async withdraw(judgeId: number, eventId: number, vehicleId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .delete(recusals)
          .where(keyOf(judgeId, eventId, vehicleId))
          .returning();
        if (!before) throw notFound();
        await audit(tx, { userId: judgeId, action: 'delete', entity: 'recusal', entityId: `${eventId}:${vehicleId}:${judgeId}`, before });
        await onChange(tx, { eventId, kind: 'recusal', vehicleId });
      });
    },
  };
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    recusal: RecusalSnapshot;
  }
}
