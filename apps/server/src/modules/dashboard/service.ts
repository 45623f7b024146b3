import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Dashboard, liveScoreMessageSchema } from '@showgrid/shared/schemas/results';
import type { Db } from '../../db/client.ts';
import {
  audienceVotes,
  categories,
  eventCategories,
  eventJudges,
  events,
  scoreEntries,
  vehicles,
} from '../../db/schema/index.ts';
import { scoreText } from '@showgrid/shared/score-text';
import { createResultsRepository } from '../scores/results.ts';
import { refreshRankStates } from './rank-states.ts';

export type LiveScoreMessage = z.infer<typeof liveScoreMessageSchema>;

/** SPEC §2 "Top Vehicles". */
export const TOP_VEHICLES = 10;

/** The admin dashboard of an event (SPEC §3 "Dashboard data", PRODUCT.md "Dashboard"), all of it from SQL. */
export function createDashboardService(db: Db) {
  const judged = sql`exists (select 1 from ${scoreEntries} where ${scoreEntries.vehicleId} = ${vehicles.id})`;

  async function vehicleCounts(eventId: number) {
    const [row] = await db
      .select({
        registered: count(),
        attended: sql<number>`(count(*) filter (where ${vehicles.paid}))::int`,
        judged: sql<number>`(count(*) filter (where ${judged}))::int`,
      })
      .from(vehicles)
      .where(eq(vehicles.eventId, eventId));
    return row ?? { registered: 0, attended: 0, judged: 0 };
  }

  /** Every category of the event, those without vehicles too. */
  function categoryStats(eventId: number) {
    return db
      .select({
        id: categories.id,
        name: categories.name,
        judged: sql<number>`(count(${vehicles.id}) filter (where ${judged}))::int`,
        total: sql<number>`count(${vehicles.id})::int`,
      })
      .from(eventCategories)
      .innerJoin(categories, eq(categories.id, eventCategories.categoryId))
      .leftJoin(vehicles, and(eq(vehicles.eventId, eventCategories.eventId), eq(vehicles.categoryId, categories.id)))
      .where(eq(eventCategories.eventId, eventId))
      .groupBy(categories.id, categories.name)
      .orderBy(asc(categories.name), asc(categories.id));
  }

  async function judgeCount(eventId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(eventJudges).where(eq(eventJudges.eventId, eventId));
    return row?.n ?? 0;
  }

  async function voteCount(eventId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(audienceVotes)
      .where(and(eq(audienceVotes.eventId, eventId), isNull(audienceVotes.voidedAt)));
    return row?.n ?? 0;
  }

  async function exists(eventId: number): Promise<boolean> {
    const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    return row !== undefined;
  }

  return {
    exists,

    /** Brings the event's rank states up to date (rank-states.ts) without building a dashboard. */
    refreshRanks: (eventId: number) => refreshRankStates(db, eventId),

    /** undefined: no such event. Brings the event's rank states up to date on the way (rank-states.ts). */
    async get(eventId: number): Promise<Dashboard | undefined> {
      if (!(await exists(eventId))) return undefined;
      const [counts, perCategory, judges, votes, ranked] = await Promise.all([
        vehicleCounts(eventId),
        categoryStats(eventId),
        judgeCount(eventId),
        voteCount(eventId),
        refreshRankStates(db, eventId),
      ]);
      return {
        intEventId: eventId,
        objVehicleStats: { intTotalRegisteredVehicles: counts.registered, intTotalAttendedVehicles: counts.attended },
        objJudgeStats: {
          intTotalJudgeCount: judges,
          objJudgingProgress: {
            intJudgedVehicleCount: counts.judged,
            arrCategoryStats: perCategory.map((c) => ({ intId: c.id, strName: c.name, intJudgedCount: c.judged, intTotalVehicleCount: c.total })),
          },
        },
        intTotalAudienceVote: votes,
        arrTopVehicles: ranked.slice(0, TOP_VEHICLES).map((row) => ({
          intId: row.vehicleId,
          strName: row.name,
          intRank: row.rank,
          intTotalScore: row.total,
          // x/y, as the results page shows it: the ranking is by x/y, and a vehicle fewer judges
          // scored would otherwise show a smaller total above larger ones.
          strTotalScore: scoreText(row.total, row.max),
          intRankVariation: row.variation,
        })),
      };
    },

    /** /ws/live-score messages for these vehicles: each one's total now (0/0 once its last entry is gone). */
    async liveScores(eventId: number, vehicleIds?: readonly number[]): Promise<LiveScoreMessage[]> {
      if (vehicleIds?.length === 0) return [];
      const rows = await createResultsRepository(db).totals({ eventId, vehicleIds });
      const found = new Map(rows.map((row) => [row.vehicleId, row]));
      const ids = vehicleIds ?? rows.map((row) => row.vehicleId);
      return ids.map((vehicleId) => {
        const row = found.get(vehicleId) ?? { total: 0, max: 0 };
        return { type: 'score', intEventId: eventId, intVehicleId: vehicleId, intTotalScore: row.total, strTotalScore: scoreText(row.total, row.max) };
      });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
