import { and, eq, type SQL } from 'drizzle-orm';
import { DEFAULT_SCORING, medalOf, type ScoringSettings } from '@showgrid/shared/scoring-rules';
import { vehicleName } from '@showgrid/shared/vehicle-name';
import type { Db } from '../../db/client.ts';
import { categories, vehicles } from '../../db/schema/index.ts';
import { countVotes } from '../attendee/votes-repository.ts';
import { loadScoring, parameterScores, scoredVehicles } from '../scoring/rule-totals.ts';
import type { Standing } from './ranking.ts';

/** What the ranking of one event reads: its scoring settings and its Paid vehicles' standings. */
export interface EventStandings {
  scoring: ScoringSettings;
  standings: Standing[];
}

/**
 * Everything the ranking rules look at (ranking.ts), for each Paid vehicle of the event (or of one
 * category of it), under the event's scoring rule: the rule's totals, judges' choices,
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
    countVotes(q, { eventId }),
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
