import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, vehicles } from '../../db/schema/index.ts';
import { createVotesService } from '../attendee/votes-service.ts';
import { createResultsRepository } from '../scores/results.ts';
import type { Standing } from './ranking.ts';

const vehicleName = (brand: string, model: string) => [brand, model].filter(Boolean).join(' ');

/**
 * Everything the ranking rules look at (ranking.ts), for each Paid vehicle of the event (or of one
 * category of it): totals and judges-choice picks from the score entries, audience votes without
 * voided ones. The one loader of the results, the reports and the dashboard's overall ranking.
 * `q`: the database, or a transaction (a tie order, a rank-state refresh).
 */
export async function loadStandings(q: Db, eventId: number, categoryId?: number): Promise<Standing[]> {
  const conditions: (SQL | undefined)[] = [eq(vehicles.eventId, eventId), eq(vehicles.paid, true)];
  if (categoryId !== undefined) conditions.push(eq(vehicles.categoryId, categoryId));
  const [paid, totals, counts] = await Promise.all([
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
    createResultsRepository(q).totals({ eventId, categoryId }),
    // Counting reads no clock.
    createVotesService(q, () => new Date()).counts(eventId),
  ]);
  const totalOf = new Map(totals.map((row) => [row.vehicleId, row]));
  const votesOf = new Map(counts.map((row) => [row.vehicleId, row.votes]));
  return paid.map((v) => {
    const total = totalOf.get(v.id);
    return {
      vehicleId: v.id,
      uniqueId: v.uniqueId,
      registrationNo: v.registrationNo,
      vehicleName: vehicleName(v.brand, v.model),
      ownerName: v.ownerName,
      categoryId: v.categoryId,
      categoryName: v.categoryName,
      total: total?.total ?? null,
      max: total?.max ?? null,
      judges: total?.judges ?? 0,
      topChoices: total?.topChoices ?? 0,
      votes: votesOf.get(v.id) ?? 0,
    };
  });
}
