import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { categories, parameters, recusals, scoreEntries, scoreParameterValues, vehicles } from '../../db/schema/index.ts';
import { judgesCategory } from '../events/panels.ts';

/** A vehicle's sums over the sheets counted: x/y, how many judges scored it, how many picked it. */
export interface TotalRow {
  vehicleId: number;
  total: number;
  max: number;
  judges: number;
  topChoices: number;
}

/** A judges-choice pick of a judge, with what the page shows of its vehicle. */
/** A vehicle's sheets: each judge's total and maximum (drop high and low looks at each, ADR 029). */
export interface VehicleSheets {
  vehicleId: number;
  sheets: { judgeId: number; total: number; max: number; topChoice: boolean }[];
}

/** Each judge's score on one parameter of a vehicle, with that parameter's limit. */
export interface ParameterScores {
  vehicleId: number;
  parameterId: number;
  limit: number;
  scores: { judgeId: number; score: number }[];
}

const sheetTuples = z.array(z.tuple([z.number().int(), z.number().int(), z.number().int(), z.boolean()]));
const scoreTuples = z.array(z.tuple([z.number().int(), z.number().int()]));

export interface CountRow {
  categoryId: number;
  categoryName: string;
  judged: number;
  total: number;
}

/** Totals, progress and judges' choice, computed in SQL (PRODUCT.md "Scores", "Dashboard"). */
export function createTotalsRepository(db: Db) {
  return {
    /**
     * Each vehicle with entries (of the event, or of `vehicleIds`): x/y where y = judges who scored
     * × the limits scored on. With `judgeId`, that judge's own entry only.
     */
    async totals(filter: {
      eventId?: number;
      categoryId?: number;
      vehicleId?: number;
      vehicleIds?: readonly number[];
      judgeId?: number;
    }): Promise<TotalRow[]> {
      if (filter.vehicleIds?.length === 0) return [];
      const conditions: (SQL | undefined)[] = [];
      if (filter.eventId !== undefined) conditions.push(eq(scoreEntries.eventId, filter.eventId));
      if (filter.categoryId !== undefined) conditions.push(eq(vehicles.categoryId, filter.categoryId));
      if (filter.vehicleId !== undefined) conditions.push(eq(scoreEntries.vehicleId, filter.vehicleId));
      if (filter.vehicleIds !== undefined) conditions.push(inArray(scoreEntries.vehicleId, [...filter.vehicleIds]));
      if (filter.judgeId !== undefined) conditions.push(eq(scoreEntries.judgeId, filter.judgeId));
      // One row per sheet: each keeps its own total and maximum (schema/scores.ts).
      return db
        .select({
          vehicleId: scoreEntries.vehicleId,
          total: sql<number>`sum(${scoreEntries.totalScore})::int`,
          max: sql<number>`sum(${scoreEntries.maxScore})::int`,
          judges: sql<number>`count(*)::int`,
          topChoices: sql<number>`(count(*) filter (where ${scoreEntries.topChoice}))::int`,
        })
        .from(scoreEntries)
        .innerJoin(vehicles, eq(vehicles.id, scoreEntries.vehicleId))
        .where(and(...conditions))
        .groupBy(scoreEntries.vehicleId)
        .orderBy(asc(scoreEntries.vehicleId));
    },

    /**
     * Every sheet of the event's vehicles (or of one category's), one row per vehicle with its
     * sheets as a JSON list: rows cost most on the way out of PGlite, so 800 rows of 30 sheets
     * read about as fast as 800 sums where 24,000 rows of one sheet took ten times longer.
     */
    async sheets(filter: {
      eventId: number;
      categoryId?: number;
      vehicleId?: number;
      vehicleIds?: readonly number[];
    }): Promise<VehicleSheets[]> {
      if (filter.vehicleIds?.length === 0) return [];
      const conditions: (SQL | undefined)[] = [eq(scoreEntries.eventId, filter.eventId)];
      if (filter.categoryId !== undefined) conditions.push(eq(vehicles.categoryId, filter.categoryId));
      if (filter.vehicleId !== undefined) conditions.push(eq(scoreEntries.vehicleId, filter.vehicleId));
      if (filter.vehicleIds !== undefined) conditions.push(inArray(scoreEntries.vehicleId, [...filter.vehicleIds]));
      const rows = await db
        .select({
          vehicleId: scoreEntries.vehicleId,
          sheets: sql<unknown>`json_agg(json_build_array(${scoreEntries.judgeId}, ${scoreEntries.totalScore}, ${scoreEntries.maxScore}, ${scoreEntries.topChoice}))`,
        })
        .from(scoreEntries)
        .innerJoin(vehicles, eq(vehicles.id, scoreEntries.vehicleId))
        .where(and(...conditions))
        .groupBy(scoreEntries.vehicleId);
      return rows.map((row) => ({
        vehicleId: row.vehicleId,
        sheets: sheetTuples.parse(row.sheets).map(([judgeId, total, max, topChoice]) => ({ judgeId, total, max, topChoice })),
      }));
    },

    /** Each judge's score on the parameters named, per vehicle and parameter (a tie-break by parameter), as a JSON list like sheets(). */
    async parameterScores(filter: { eventId: number; categoryId?: number; parameterIds: readonly number[] }): Promise<ParameterScores[]> {
      if (filter.parameterIds.length === 0) return [];
      const conditions: (SQL | undefined)[] = [
        eq(scoreEntries.eventId, filter.eventId),
        inArray(scoreParameterValues.parameterId, [...filter.parameterIds]),
      ];
      if (filter.categoryId !== undefined) conditions.push(eq(vehicles.categoryId, filter.categoryId));
      const rows = await db
        .select({
          vehicleId: scoreEntries.vehicleId,
          parameterId: scoreParameterValues.parameterId,
          limit: parameters.scoreLimit,
          scores: sql<unknown>`json_agg(json_build_array(${scoreEntries.judgeId}, ${scoreParameterValues.score}))`,
        })
        .from(scoreParameterValues)
        .innerJoin(scoreEntries, eq(scoreEntries.id, scoreParameterValues.scoreId))
        .innerJoin(vehicles, eq(vehicles.id, scoreEntries.vehicleId))
        .innerJoin(parameters, eq(parameters.id, scoreParameterValues.parameterId))
        .where(and(...conditions))
        .groupBy(scoreEntries.vehicleId, scoreParameterValues.parameterId, parameters.scoreLimit);
      return rows.map((row) => ({
        vehicleId: row.vehicleId,
        parameterId: row.parameterId,
        limit: row.limit,
        scores: scoreTuples.parse(row.scores).map(([judgeId, score]) => ({ judgeId, score })),
      }));
    },

    /**
     * Progress per category over the Paid vehicles of the event. For a judge: the vehicles they
     * did not recuse from, judged = those with their entry. Without a judge: judged = at least one entry.
     */
    async progress(eventId: number, judgeId?: number): Promise<CountRow[]> {
      const judged =
        judgeId === undefined
          ? sql`exists (select 1 from ${scoreEntries} where ${scoreEntries.vehicleId} = ${vehicles.id})`
          : sql`exists (select 1 from ${scoreEntries} where ${scoreEntries.vehicleId} = ${vehicles.id} and ${scoreEntries.judgeId} = ${judgeId})`;
      const conditions: (SQL | undefined)[] = [eq(vehicles.eventId, eventId), eq(vehicles.paid, true)];
      if (judgeId !== undefined) {
        conditions.push(
          sql`not exists (select 1 from ${recusals} where ${recusals.vehicleId} = ${vehicles.id} and ${recusals.judgeId} = ${judgeId})`,
          // Their progress counts the categories they judge (PRODUCT.md "Panels").
          judgesCategory(vehicles.eventId, vehicles.categoryId, judgeId),
        );
      }
      return db
        .select({
          categoryId: vehicles.categoryId,
          categoryName: categories.name,
          judged: sql<number>`(count(*) filter (where ${judged}))::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(vehicles)
        .innerJoin(categories, eq(categories.id, vehicles.categoryId))
        .where(and(...conditions))
        .groupBy(vehicles.categoryId, categories.name)
        .orderBy(asc(categories.name));
    },
  };
}
