import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventCategories, eventJudges, recusals, scoreEntries, users, vehicles } from '../../db/schema/index.ts';
import { panelOf, panelsRepository } from '../events/panels.ts';

/** One mapped judge's progress over the Paid vehicles of the categories they judge (their panels). */
export interface JudgeProgress {
  id: number;
  name: string;
  assigned: number;
  scored: number;
  steppedAside: number;
}

/**
 * Each mapped judge's progress, by name. Counted per (judge, category) in grouped reads of a few
 * hundred rows at most and summed here over the judge's panels: one join of judges × vehicles
 * with a panel test per pair took 0.8 s per dashboard at 800 vehicles × 30 judges on PGlite
 * (docs/benchmarks.md), and the dashboard is recomputed after every change.
 */
export async function loadJudgeProgress(db: Db, eventId: number): Promise<JudgeProgress[]> {
  const perCategory = (table: typeof scoreEntries | typeof recusals) =>
    db
      .select({ judgeId: table.judgeId, categoryId: vehicles.categoryId, n: count() })
      .from(table)
      .innerJoin(vehicles, and(eq(vehicles.id, table.vehicleId), eq(vehicles.paid, true)))
      .where(eq(table.eventId, eventId))
      .groupBy(table.judgeId, vehicles.categoryId);

  const [judges, categoryRows, paid, panels, sheets, steppedAside] = await Promise.all([
    db
      .select({ id: eventJudges.judgeId, name: users.fullName })
      .from(eventJudges)
      .innerJoin(users, eq(users.id, eventJudges.judgeId))
      .where(eq(eventJudges.eventId, eventId))
      .orderBy(asc(users.fullName), asc(eventJudges.judgeId)),
    db.select({ id: eventCategories.categoryId }).from(eventCategories).where(eq(eventCategories.eventId, eventId)),
    db
      .select({ categoryId: vehicles.categoryId, n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.eventId, eventId), eq(vehicles.paid, true)))
      .groupBy(vehicles.categoryId),
    panelsRepository.ofEvents(db, [eventId]).then((byEvent) => byEvent.get(eventId) ?? []),
    perCategory(scoreEntries),
    perCategory(recusals),
  ]);

  const mappedIds = judges.map((judge) => judge.id);
  const paidIn = new Map(paid.map((row) => [row.categoryId, row.n]));
  const panelOfCategory = new Map(categoryRows.map((row) => [row.id, new Set(panelOf(panels, row.id, mappedIds))]));
  const judgesIn = (judgeId: number, categoryId: number) => panelOfCategory.get(categoryId)?.has(judgeId) ?? false;
  const sum = (rows: { judgeId: number; categoryId: number; n: number }[], judgeId: number) =>
    rows.reduce((total, row) => (row.judgeId === judgeId && judgesIn(judgeId, row.categoryId) ? total + row.n : total), 0);

  return judges.map((judge) => ({
    id: judge.id,
    name: judge.name,
    assigned: categoryRows.reduce((total, row) => (judgesIn(judge.id, row.id) ? total + (paidIn.get(row.id) ?? 0) : total), 0),
    scored: sum(sheets, judge.id),
    steppedAside: sum(steppedAside, judge.id),
  }));
}
