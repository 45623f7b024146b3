import { and, eq, type SQL } from 'drizzle-orm';
import { DEFAULT_SCORING, medalOf, tieBreakParameterId, type ScoringSettings } from '@showgrid/shared/scoring-rules';
import { vehicleName } from '@showgrid/shared/vehicle-name';
import type { Db } from '../../db/client.ts';
import { categories, events, vehicles } from '../../db/schema/index.ts';
import { createVotesService } from '../attendee/votes-service.ts';
import { createResultsRepository, type TotalRow } from '../scores/results.ts';
import { ruleScore, type Standing } from './ranking.ts';

/** What the ranking of one event reads: its scoring settings and its Paid vehicles' standings. */
export interface EventStandings {
  scoring: ScoringSettings;
  standings: Standing[];
}

/** A vehicle's rule score, judge counts and picks, before its parameters and medal are added. */
type Scored = Pick<Standing, 'total' | 'max' | 'judges' | 'countedJudges' | 'topChoices'> & { countedJudgeIds: number[] | 'all' };

/** The event's scoring settings (ADR 029); undefined: no such event. */
export async function loadScoring(q: Db, eventId: number): Promise<ScoringSettings | undefined> {
  const [row] = await q
    .select({ rule: events.scoringRule, dropMinJudges: events.dropMinJudges, medalBands: events.medalBands, tieBreak: events.tieBreak })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** Which vehicles of the event: one category's, one, or some (none of these: all). */
export interface VehicleFilter {
  eventId: number;
  categoryId?: number;
  vehicleId?: number;
  vehicleIds?: readonly number[];
}

/**
 * Points and Deduction are sums over every sheet, which SQL adds up (one row per vehicle, the
 * read the results benchmark measures); Drop high and low needs each sheet (ruleScore decides).
 */
async function scoredVehicles(q: Db, scoring: ScoringSettings, filter: VehicleFilter): Promise<Map<number, Scored>> {
  const results = createResultsRepository(q);
  if (scoring.rule !== 'drop-high-low') {
    const totals: TotalRow[] = await results.totals(filter);
    return new Map(totals.map((t) => [t.vehicleId, { ...t, countedJudges: t.judges, countedJudgeIds: 'all' }]));
  }
  const scored = new Map<number, Scored>();
  for (const { vehicleId, sheets } of await results.sheets(filter)) {
    const score = ruleScore(sheets, scoring);
    if (!score) continue;
    scored.set(vehicleId, {
      total: score.total,
      max: score.max,
      judges: sheets.length,
      countedJudges: score.countedJudgeIds.length,
      countedJudgeIds: score.countedJudgeIds,
      topChoices: sheets.filter((s) => s.topChoice).length,
    });
  }
  return scored;
}

/** Per vehicle, x/y of each parameter the tie-break names, over the sheets that count. */
async function parameterScores(q: Db, scoring: ScoringSettings, scored: Map<number, Scored>, eventId: number, categoryId?: number) {
  const parameterIds = scoring.tieBreak.map(tieBreakParameterId).filter((id) => id !== undefined);
  const byVehicle = new Map<number, Standing['parameterScores']>();
  for (const row of await createResultsRepository(q).parameterScores({ eventId, categoryId, parameterIds })) {
    const counted = scored.get(row.vehicleId)?.countedJudgeIds;
    const counts = counted === 'all' ? row.scores : row.scores.filter((s) => counted?.includes(s.judgeId));
    const own = byVehicle.get(row.vehicleId) ?? {};
    own[row.parameterId] = { total: counts.reduce((sum, s) => sum + s.score, 0), max: counts.length * row.limit };
    byVehicle.set(row.vehicleId, own);
  }
  return byVehicle;
}

/**
 * Each scored vehicle's x/y under the event's rule (the admin's /total-score/, the live scores):
 * what the results show, vehicle by vehicle, without ranking anything.
 */
export async function loadRuleTotals(q: Db, filter: VehicleFilter): Promise<TotalRow[]> {
  const scoring = (await loadScoring(q, filter.eventId)) ?? DEFAULT_SCORING;
  const scored = await scoredVehicles(q, scoring, filter);
  return [...scored.entries()]
    .map(([vehicleId, s]) => ({ vehicleId, total: s.total ?? 0, max: s.max ?? 0, judges: s.judges, topChoices: s.topChoices }))
    .sort((a, b) => a.vehicleId - b.vehicleId);
}

/**
 * Everything the ranking rules look at (ranking.ts), for each Paid vehicle of the event (or of one
 * category of it), under the event's scoring rule: the rule's totals, judges-choice picks,
 * audience votes without voided ones, the parameters the tie-break names, the medal. The one
 * loader of the results, the reports, the awards screen and the dashboard's overall ranking.
 * `q`: the database, or a transaction (a tie order, a rank-state refresh).
 */
export async function loadStandings(q: Db, eventId: number, categoryId?: number): Promise<EventStandings> {
  const scoring = await loadScoring(q, eventId);
  if (!scoring) return { scoring: DEFAULT_SCORING, standings: [] };
  const conditions: (SQL | undefined)[] = [eq(vehicles.eventId, eventId), eq(vehicles.paid, true)];
  if (categoryId !== undefined) conditions.push(eq(vehicles.categoryId, categoryId));
  const [paid, scored, counts] = await Promise.all([
    q
      .select({
        id: vehicles.id,
        uniqueId: vehicles.uniqueId,
        registrationNo: vehicles.registrationNo,
        brand: vehicles.brand,
        model: vehicles.model,
        ownerName: vehicles.ownerName,
        categoryId: vehicles.categoryId,
        categoryName: categories.name,
      })
      .from(vehicles)
      .innerJoin(categories, eq(categories.id, vehicles.categoryId))
      .where(and(...conditions)),
    scoredVehicles(q, scoring, { eventId, categoryId }),
    // Counting reads no clock.
    createVotesService(q, () => new Date()).counts(eventId),
  ]);
  const parameters = await parameterScores(q, scoring, scored, eventId, categoryId);
  const votesOf = new Map(counts.map((row) => [row.vehicleId, row.votes]));
  const standings = paid.map((v): Standing => {
    const score = scored.get(v.id);
    const total = score?.total ?? null;
    const max = score?.max ?? null;
    return {
      vehicleId: v.id,
      uniqueId: v.uniqueId,
      registrationNo: v.registrationNo,
      vehicleName: vehicleName(v.brand, v.model),
      ownerName: v.ownerName,
      categoryId: v.categoryId,
      categoryName: v.categoryName,
      total,
      max,
      judges: score?.judges ?? 0,
      countedJudges: score?.countedJudges ?? 0,
      topChoices: score?.topChoices ?? 0,
      votes: votesOf.get(v.id) ?? 0,
      parameterScores: parameters.get(v.id) ?? {},
      medal: medalOf(total, max, scoring.medalBands),
    };
  });
  return { scoring, standings };
}
