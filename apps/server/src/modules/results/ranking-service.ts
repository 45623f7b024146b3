import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, events, tieOrders } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { organiserOrdersTies, type ScoringSettings } from '@showgrid/shared/scoring-rules';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import { rankCategory, tieRuns, type RankedVehicle, type Standing, type TieOrderRow } from './ranking.ts';
import { loadStandings } from './standings.ts';

/**
 * What the audit log keeps of a category's tie order: the vehicles in order, best first. The new
 * order also names its event and category (the row's id says them too); the order it replaced,
 * only its vehicles.
 */
export interface TieOrderSnapshot {
  intEventId?: number;
  intCategoryId?: number;
  arrVehicleIds: number[];
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    'tie-order': TieOrderSnapshot;
  }
}

export const NOT_ONE_TIE = 'These vehicles are not one tie of the category: reload the results and order the tie shown.';
export const DUPLICATE_VEHICLE = 'A vehicle is listed twice.';
export const TIES_SHARED = "This event's tie-break order leaves ties as shared places: add the organiser's decision to it to order them.";

export interface CategoryRanking {
  categoryId: number;
  categoryName: string;
  rows: RankedVehicle[];
}

/** An event ranked: the scoring settings that ranked it (ADR 029) and its categories. */
export interface RankedEvent {
  scoring: ScoringSettings;
  categories: CategoryRanking[];
}

/**
 * The ranking of an event's Paid vehicles within each category (PRODUCT.md "Scores", "Ties"):
 * the standings (standings.ts) ranked by ranking.ts, with the admin's tie orders. Results and
 * reports call this; the dashboard ranks the same standings overall (rank-states.ts).
 */
export function createRankingService(db: Db) {
  async function storedOrders(q: Db, eventId: number, categoryId?: number) {
    const conditions = [eq(tieOrders.eventId, eventId)];
    if (categoryId !== undefined) conditions.push(eq(tieOrders.categoryId, categoryId));
    const rows = await q
      .select({
        categoryId: tieOrders.categoryId,
        vehicleId: tieOrders.vehicleId,
        position: tieOrders.position,
        orderedAt: tieOrders.orderedAt,
      })
      .from(tieOrders)
      .where(and(...conditions));
    // The rows one PUT wrote share one time, unique in the category: that time names the order.
    return rows.map((row) => ({ ...row, orderId: row.orderedAt.getTime() }));
  }

  async function eventExists(eventId: number): Promise<boolean> {
    const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    return row !== undefined;
  }

  return {
    eventExists,

    /** Every category with Paid vehicles (or only `categoryId`), by name; ranked within each. */
    async rankEvent(eventId: number, categoryId?: number): Promise<RankedEvent> {
      const [{ scoring, standings: all }, orders] = await Promise.all([
        loadStandings(db, eventId, categoryId),
        storedOrders(db, eventId, categoryId),
      ]);
      const byCategory = new Map<number, Standing[]>();
      for (const s of all) byCategory.set(s.categoryId, [...(byCategory.get(s.categoryId) ?? []), s]);
      const groups = [...byCategory.values()].sort(
        (a, b) => (a[0]?.categoryName ?? '').localeCompare(b[0]?.categoryName ?? '') || (a[0]?.categoryId ?? 0) - (b[0]?.categoryId ?? 0),
      );
      let firstTieGroup = 1;
      const categories = groups.map((group) => {
        const first = group[0];
        const rows = rankCategory(
          group,
          orders.filter((o) => o.categoryId === first?.categoryId),
          { firstTieGroup, tieBreak: scoring.tieBreak },
        );
        firstTieGroup += new Set(rows.map((r) => r.tieGroup).filter((g) => g !== null)).size;
        return { categoryId: first?.categoryId ?? 0, categoryName: first?.categoryName ?? '', rows };
      });
      return { scoring, categories };
    },

    /**
     * Records the admin's order of one tie: `vehicleIds` must be exactly the vehicles of a tie the
     * rules leave in the category now. Replaces any earlier order of those vehicles (and the rest
     * of that order's vehicles, whose tie it was). Audited.
     */
    async orderTie(actorId: number, input: { eventId: number; categoryId: number; vehicleIds: number[] }): Promise<void> {
      if (!(await eventExists(input.eventId))) throw notFound(EVENT_NOT_FOUND);
      if (new Set(input.vehicleIds).size !== input.vehicleIds.length) throw new HttpError(400, { arrVehicleIds: [DUPLICATE_VEHICLE] });
      await db.transaction(async (tx) => {
        // One order at a time per category: a concurrent PUT waits here and then sees this one.
        await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId)).for('update');
        const wanted = new Set(input.vehicleIds);
        const { scoring, standings } = await loadStandings(tx, input.eventId, input.categoryId);
        if (!organiserOrdersTies(scoring.tieBreak)) throw new HttpError(400, { arrVehicleIds: [TIES_SHARED] });
        const run = tieRuns(standings, scoring.tieBreak).find((r) => r.length === wanted.size && r.every((s) => wanted.has(s.vehicleId)));
        // Vehicles nobody scored share the last place without a tie to order (see rankCategory).
        if (!run || run[0]?.total === null) throw new HttpError(400, { arrVehicleIds: [NOT_ONE_TIE] });

        const stored = await storedOrders(tx, input.eventId, input.categoryId);
        const touched = new Set(stored.filter((row) => wanted.has(row.vehicleId)).map((row) => row.orderId));
        const replaced = stored.filter((row) => touched.has(row.orderId));
        // Later than every order of the category, so no two orders share a time (the lock above serialises them).
        const orderedAt = new Date(Math.max(Date.now(), ...stored.map((row) => row.orderId + 1)));
        const before = replaced.length > 0 ? { arrVehicleIds: previousOrder(replaced) } : null;
        if (replaced.length > 0) {
          await tx.delete(tieOrders).where(
            and(
              eq(tieOrders.eventId, input.eventId),
              inArray(
                tieOrders.vehicleId,
                replaced.map((r) => r.vehicleId),
              ),
            ),
          );
        }
        // A vehicle moved here from another category may still carry an order from there (rows are
        // keyed by event and vehicle): that order no longer means anything.
        await tx.delete(tieOrders).where(and(eq(tieOrders.eventId, input.eventId), inArray(tieOrders.vehicleId, input.vehicleIds)));
        await tx.insert(tieOrders).values(
          input.vehicleIds.map((vehicleId, position) => ({
            eventId: input.eventId,
            categoryId: input.categoryId,
            vehicleId,
            position,
            orderedBy: actorId,
            orderedAt,
          })),
        );
        await audit(tx, {
          userId: actorId,
          action: before ? 'update' : 'create',
          entity: 'tie-order',
          entityId: `${input.eventId}/${input.categoryId}`,
          before,
          after: { intEventId: input.eventId, intCategoryId: input.categoryId, arrVehicleIds: input.vehicleIds },
        });
      });
    },
  };
}

/** The vehicles of the orders being replaced, in their order (oldest order first). */
function previousOrder(rows: readonly (TieOrderRow & { vehicleId: number })[]): number[] {
  return [...rows].sort((a, b) => a.orderId - b.orderId || a.position - b.position).map((row) => row.vehicleId);
}

export type RankingService = ReturnType<typeof createRankingService>;
