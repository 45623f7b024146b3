import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, eventCategories, eventJudges, users, vehicles } from '../../db/schema/index.ts';
import { panelOf, panelsRepository, type Panel } from '../events/panels.ts';

/**
 * Who owes which vehicle a sheet at an event: its categories, its mapped judges, their panels and
 * its Paid vehicles (only those are judged, SPEC §1). A judge's progress on the dashboard and the
 * coverage grid both count over exactly this, so both read it here: were they read apart, one
 * could count a vehicle or a judge the other leaves out.
 */
export interface JudgingScope {
  /** By name. */
  categories: { id: number; name: string }[];
  /** The judges mapped to the event, by name. */
  judges: { id: number; name: string }[];
  /** The named panels; a category without one is judged by every mapped judge. */
  panels: Panel[];
  /** By id. */
  paidVehicles: { id: number; categoryId: number; uniqueId: string | null; brand: string; model: string; registrationNo: string }[];
}

/** The event's judging scope in four reads side by side (the event is known to exist). */
export async function loadJudgingScope(db: Db, eventId: number): Promise<JudgingScope> {
  const [categoryRows, judges, panels, paidVehicles] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(eventCategories)
      .innerJoin(categories, eq(categories.id, eventCategories.categoryId))
      .where(eq(eventCategories.eventId, eventId))
      .orderBy(asc(categories.name), asc(categories.id)),
    db
      .select({ id: eventJudges.judgeId, name: users.fullName })
      .from(eventJudges)
      .innerJoin(users, eq(users.id, eventJudges.judgeId))
      .where(eq(eventJudges.eventId, eventId))
      .orderBy(asc(users.fullName), asc(eventJudges.judgeId)),
    panelsRepository.ofEvents(db, [eventId]).then((byEvent) => byEvent.get(eventId) ?? []),
    db
      .select({
        id: vehicles.id,
        categoryId: vehicles.categoryId,
        uniqueId: vehicles.uniqueId,
        brand: vehicles.brand,
        model: vehicles.model,
        registrationNo: vehicles.registrationNo,
      })
      .from(vehicles)
      .where(and(eq(vehicles.eventId, eventId), eq(vehicles.paid, true)))
      .orderBy(asc(vehicles.id)),
  ]);
  return { categories: categoryRows, judges, panels, paidVehicles };
}

/** The judges of each category of the scope (panels.ts panelOf), by category id. */
export function panelsByCategory(scope: JudgingScope): Map<number, Set<number>> {
  const mappedIds = scope.judges.map((judge) => judge.id);
  return new Map(scope.categories.map((category) => [category.id, new Set(panelOf(scope.panels, category.id, mappedIds))]));
}
