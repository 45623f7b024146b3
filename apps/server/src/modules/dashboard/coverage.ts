import { asc, eq, inArray } from 'drizzle-orm';
import type { CoverageState } from '@showgrid/shared/schemas/coverage';
import { vehicleNameOrRegistration } from '@showgrid/shared/vehicle-name';
import type { Db } from '../../db/client.ts';
import { recusals, scoreEntries, users, vehicles } from '../../db/schema/index.ts';
import { loadJudgingScope, paidVehiclesOf, panelsByCategory, type JudgingScope } from './judging-scope.ts';

/**
 * Judging coverage (PRODUCT.md "Coverage"): which Paid vehicles still wait for which judge of
 * their category's panel. Plain rows (the judging scope, the Paid vehicles, the sheets, the
 * step-asides) read side by side, then the grid is put together here in one pass (800 vehicles ×
 * a panel of a few judges is a few thousand cells); the presenter names it.
 */

export interface CoverageJudge {
  id: number;
  name: string;
  /** False: the judge scored in the category and was taken off its panel after. */
  onPanel: boolean;
}

export interface CoverageCell {
  judgeId: number;
  state: CoverageState;
  /** The judge's sheet, when scored. */
  total: number | null;
  max: number | null;
}

export interface CoverageVehicle {
  id: number;
  uniqueId: string | null;
  name: string;
  registrationNo: string;
  /** Panel judges who scored it / have neither scored nor stepped aside. */
  scored: number;
  waiting: number;
  cells: CoverageCell[];
}

export interface CoverageCategory {
  id: number;
  name: string;
  judges: CoverageJudge[];
  vehicles: CoverageVehicle[];
  /** Cells of panel judges by state. */
  scoredCells: number;
  steppedAsideCells: number;
  waitingCells: number;
}

/** What the grid is built from: the event's judging scope and the work done in it, as plain rows. */
export interface CoverageFacts extends JudgingScope {
  /** By id. */
  paidVehicles: { id: number; categoryId: number; uniqueId: string | null; brand: string; model: string; registrationNo: string }[];
  /** Judges no longer mapped who scored here: they keep a column (their scores stand). */
  formerJudges: { id: number; name: string }[];
  entries: { vehicleId: number; judgeId: number; total: number; max: number }[];
  recusals: { vehicleId: number; judgeId: number }[];
}

/** The event's rows the grid is built from (the event is known to exist). */
export async function loadCoverageFacts(db: Db, eventId: number): Promise<CoverageFacts> {
  const [scope, paidVehicles, entryRows, recusalRows] = await Promise.all([
    loadJudgingScope(db, eventId),
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
      .where(paidVehiclesOf(eventId))
      .orderBy(asc(vehicles.id)),
    db
      .select({
        vehicleId: scoreEntries.vehicleId,
        judgeId: scoreEntries.judgeId,
        total: scoreEntries.totalScore,
        max: scoreEntries.maxScore,
      })
      .from(scoreEntries)
      .where(eq(scoreEntries.eventId, eventId)),
    db.select({ vehicleId: recusals.vehicleId, judgeId: recusals.judgeId }).from(recusals).where(eq(recusals.eventId, eventId)),
  ]);
  const mapped = new Set(scope.judges.map((judge) => judge.id));
  const formerIds = [...new Set(entryRows.map((row) => row.judgeId).filter((id) => !mapped.has(id)))];
  const formerJudges =
    formerIds.length === 0 ? [] : await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, formerIds));
  return { ...scope, paidVehicles, formerJudges, entries: entryRows, recusals: recusalRows };
}

const key = (vehicleId: number, judgeId: number) => `${String(vehicleId)}:${String(judgeId)}`;

/** Fewest panel scores first, then most still waiting, then the older entry (lower id). */
const leastCoveredFirst = (a: CoverageVehicle, b: CoverageVehicle) => a.scored - b.scored || b.waiting - a.waiting || a.id - b.id;

/** The grid of each category of the event, in the categories' order (by name). */
export function buildCoverage(facts: CoverageFacts): CoverageCategory[] {
  const entries = new Map(facts.entries.map((entry) => [key(entry.vehicleId, entry.judgeId), entry]));
  const steppedAside = new Set(facts.recusals.map((row) => key(row.vehicleId, row.judgeId)));
  const judgeNames = new Map([...facts.judges, ...facts.formerJudges].map((judge) => [judge.id, judge.name]));
  const byName = (a: CoverageJudge, b: CoverageJudge) => a.name.localeCompare(b.name) || a.id - b.id;
  const panels = panelsByCategory(facts);

  return facts.categories.map((category) => {
    const panel = panels.get(category.id) ?? new Set<number>();
    const categoryVehicles = facts.paidVehicles.filter((vehicle) => vehicle.categoryId === category.id);
    const vehicleIds = new Set(categoryVehicles.map((vehicle) => vehicle.id));
    // Judges off the panel who scored one of its vehicles keep a column: their scores stand.
    const offPanel = new Set(
      facts.entries.filter((entry) => vehicleIds.has(entry.vehicleId) && !panel.has(entry.judgeId)).map((entry) => entry.judgeId),
    );
    const column = (id: number, onPanel: boolean): CoverageJudge => ({ id, name: judgeNames.get(id) ?? `Judge ${String(id)}`, onPanel });
    const judges = [...[...panel].map((id) => column(id, true)).sort(byName), ...[...offPanel].map((id) => column(id, false)).sort(byName)];

    let scoredCells = 0;
    let steppedAsideCells = 0;
    let waitingCells = 0;
    const rows = categoryVehicles.map((vehicle): CoverageVehicle => {
      let scored = 0;
      let waiting = 0;
      const cells = judges.map((judge): CoverageCell => {
        const entry = entries.get(key(vehicle.id, judge.id));
        const state: CoverageState = entry ? 'scored' : steppedAside.has(key(vehicle.id, judge.id)) ? 'stepped-aside' : 'waiting';
        if (judge.onPanel) {
          if (state === 'scored') scored += 1;
          else if (state === 'waiting') waiting += 1;
          else steppedAsideCells += 1;
        }
        return { judgeId: judge.id, state, total: entry?.total ?? null, max: entry?.max ?? null };
      });
      scoredCells += scored;
      waitingCells += waiting;
      return {
        id: vehicle.id,
        uniqueId: vehicle.uniqueId,
        name: vehicleNameOrRegistration(vehicle),
        registrationNo: vehicle.registrationNo,
        scored,
        waiting,
        cells,
      };
    });
    return {
      id: category.id,
      name: category.name,
      judges,
      vehicles: rows.sort(leastCoveredFirst),
      scoredCells,
      steppedAsideCells,
      waitingCells,
    };
  });
}
