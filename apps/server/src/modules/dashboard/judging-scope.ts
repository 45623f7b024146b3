import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, eventCategories, eventJudges, users, vehicles } from '../../db/schema/index.ts';
import { panelOf, panelsRepository } from '../events/panels.ts';
import type { Panel } from '../events/records.ts';

/**
 * Who owes which vehicles a sheet at an event: its categories with their Paid vehicles, its mapped
 * judges and their panels. A judge's progress on the dashboard and the coverage grid both count
 * over exactly this, so both read it here: read apart, one could count a vehicle or a judge the
 * other leaves out.
 */
export interface JudgingScope {
  /** By name, each with its number of Paid vehicles. */
  categories: { id: number; name: string; paidVehicles: number }[];
  /** The judges mapped to the event, by name. */
  judges: { id: number; name: string }[];
  /** The named panels; a category without one is judged by every mapped judge. */
  panels: Panel[];
}

/** The vehicles of the event that are judged: the Paid ones (SPEC §1). */
export const paidVehiclesOf = (eventId: number) => and(eq(vehicles.eventId, eventId), eq(vehicles.paid, true));

/**
 * The event's judging scope in three reads side by side (the event is known to exist). Paid
 * vehicles are counted here, not listed: the dashboard, recomputed after every change, needs only
 * the counts, and 800 rows cost it 6 ms more on PGlite; the coverage grid lists them itself.
 */
export async function loadJudgingScope(db: Db, eventId: number): Promise<JudgingScope> {
  const [categoryRows, judges, panels] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, paidVehicles: count(vehicles.id) })
      .from(eventCategories)
      .innerJoin(categories, eq(categories.id, eventCategories.categoryId))
      .leftJoin(vehicles, and(eq(vehicles.categoryId, categories.id), paidVehiclesOf(eventId)))
      .where(eq(eventCategories.eventId, eventId))
      .groupBy(categories.id, categories.name)
      .orderBy(asc(categories.name), asc(categories.id)),
    db
      .select({ id: eventJudges.judgeId, name: users.fullName })
      .from(eventJudges)
      .innerJoin(users, eq(users.id, eventJudges.judgeId))
      .where(eq(eventJudges.eventId, eventId))
      .orderBy(asc(users.fullName), asc(eventJudges.judgeId)),
    panelsRepository.ofEvents(db, [eventId]).then((byEvent) => byEvent.get(eventId) ?? []),
  ]);
  return { categories: categoryRows, judges, panels };
}

/** The judges of each category of the scope (panels.ts panelOf), by category id. */
export function panelsByCategory(scope: JudgingScope): Map<number, Set<number>> {
  const mappedIds = scope.judges.map((judge) => judge.id);
  return new Map(scope.categories.map((category) => [category.id, new Set(panelOf(scope.panels, category.id, mappedIds))]));
}
