import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recusals, scoreEntries, vehicles } from '../../db/schema/index.ts';
import { loadJudgingScope, paidVehiclesOf, panelsByCategory } from './judging-scope.ts';

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
      .innerJoin(vehicles, and(eq(vehicles.id, table.vehicleId), paidVehiclesOf(eventId)))
      .where(eq(table.eventId, eventId))
      .groupBy(table.judgeId, vehicles.categoryId);

  const [scope, sheets, steppedAside] = await Promise.all([
    loadJudgingScope(db, eventId),
    perCategory(scoreEntries),
    perCategory(recusals),
  ]);

  const panels = panelsByCategory(scope);
  const judgesIn = (judgeId: number, categoryId: number) => panels.get(categoryId)?.has(judgeId) ?? false;
  const sum = (rows: { judgeId: number; categoryId: number; n: number }[], judgeId: number) =>
    rows.reduce((total, row) => (row.judgeId === judgeId && judgesIn(judgeId, row.categoryId) ? total + row.n : total), 0);

  return scope.judges.map((judge) => ({
    id: judge.id,
    name: judge.name,
    assigned: scope.categories.reduce((total, category) => (judgesIn(judge.id, category.id) ? total + category.paidVehicles : total), 0),
    scored: sum(sheets, judge.id),
    steppedAside: sum(steppedAside, judge.id),
  }));
}
