import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Coverage } from '@showgrid/shared/schemas/coverage';
import type { Dashboard } from '@showgrid/shared/schemas/results';
import type { Db } from '../../db/client.ts';
import { audienceVotes, categories, eventCategories, eventJudges, events, scoreEntries, vehicles } from '../../db/schema/index.ts';
import { loadRuleTotals } from '../scoring/rule-totals.ts';
import { buildCoverage, loadCoverageFacts } from './coverage.ts';
import { loadJudgeProgress } from './judge-progress.ts';
import { presentCoverage, presentDashboard, presentLiveScore, type DashboardFacts, type LiveScoreMessage } from './presenter.ts';
import { refreshRankStates } from './rank-states.ts';
import { presentVotingWindow } from '../events/presenter.ts';

/**
 * The admin dashboard of an event (SPEC §3 "Dashboard data", PRODUCT.md "Dashboard"), all of it
 * from SQL. Two boundaries send it, GET /api/dashboard/ and the sockets (hub.ts), so `get` and
 * `liveScores` hand them the presented shape (presenter.ts); `facts` is the plain figures.
 */
export function createDashboardService(db: Db, now: () => Date = () => new Date()) {
  // Only Paid vehicles can be judged (SPEC §1), so progress counts them alone: an Unpaid one would
  // keep the bar from ever reaching 100 %.
  const judged = sql`(${vehicles.paid} and exists (select 1 from ${scoreEntries} where ${scoreEntries.vehicleId} = ${vehicles.id}))`;

  async function vehicleCounts(eventId: number) {
    const [row] = await db
      .select({
        registered: count(),
        // Attended: checked in at the gate (PRODUCT.md "Gate check-in").
        attended: sql<number>`(count(*) filter (where ${vehicles.arrivedAt} is not null))::int`,
        judgeable: sql<number>`(count(*) filter (where ${vehicles.paid}))::int`,
        judged: sql<number>`(count(*) filter (where ${judged}))::int`,
      })
      .from(vehicles)
      .where(eq(vehicles.eventId, eventId));
    return row ?? { registered: 0, attended: 0, judgeable: 0, judged: 0 };
  }

  /** Every category of the event, those without vehicles too; its Paid vehicles. */
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
      .leftJoin(
        vehicles,
        and(eq(vehicles.eventId, eventCategories.eventId), eq(vehicles.categoryId, categories.id), eq(vehicles.paid, true)),
      )
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

  async function facts(eventId: number): Promise<DashboardFacts | undefined> {
    const [event] = await db
      .select({ startsAt: events.startsAt, votingOpensAt: events.votingOpensAt, votingClosesAt: events.votingClosesAt })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event) return undefined;
    const [counts, categories, judges, judgeRows, votes, ranked] = await Promise.all([
      vehicleCounts(eventId),
      categoryStats(eventId),
      judgeCount(eventId),
      loadJudgeProgress(db, eventId),
      voteCount(eventId),
      refreshRankStates(db, eventId),
    ]);
    return { eventId, ...counts, categories, judges, judgeProgress: judgeRows, votes, ranked, voting: presentVotingWindow(event, now()) };
  }

  return {
    exists,

    /** Brings the event's rank states up to date (rank-states.ts) without building a dashboard. */
    refreshRanks: (eventId: number) => refreshRankStates(db, eventId),

    /** undefined: no such event. Brings the event's rank states up to date on the way (rank-states.ts). */
    async get(eventId: number): Promise<Dashboard | undefined> {
      const found = await facts(eventId);
      return found && presentDashboard(found);
    },

    /** The judging coverage of the event; undefined: no such event. */
    async coverage(eventId: number): Promise<Coverage | undefined> {
      if (!(await exists(eventId))) return undefined;
      return presentCoverage(eventId, buildCoverage(await loadCoverageFacts(db, eventId)));
    },

    /** /ws/live-score messages for these vehicles: each one's total now (0/0 once its last entry is gone). */
    async liveScores(eventId: number, vehicleIds?: readonly number[]): Promise<LiveScoreMessage[]> {
      if (vehicleIds?.length === 0) return [];
      // Under the event's rule, as the results show them (ADR 029).
      const rows = await loadRuleTotals(db, { eventId, vehicleIds });
      const found = new Map(rows.map((row) => [row.vehicleId, row]));
      const ids = vehicleIds ?? rows.map((row) => row.vehicleId);
      return ids.map((vehicleId) => {
        const row = found.get(vehicleId) ?? { total: 0, max: 0 };
        return presentLiveScore(eventId, { vehicleId, total: row.total, max: row.max });
      });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
