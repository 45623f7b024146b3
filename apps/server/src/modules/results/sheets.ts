import { and, asc, eq, inArray } from 'drizzle-orm';
import { sheetSlots, type SheetSlot } from '@showgrid/shared/judge-sheets';
import { formatJudgeId } from '@showgrid/shared/limits';
import type { ScoringSettings } from '@showgrid/shared/scoring-rules';
import type { Db } from '../../db/client.ts';
import { recusals, scoreEntries, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { panelOf } from '../events/panels.ts';
import { eventsRepository, type EventRecord } from '../events/repository.ts';
import { withValues, type EntryRecord } from '../scores/repository.ts';
import type { RankedVehicle } from './ranking.ts';
import { EVENT_NOT_FOUND, type RankingService } from './ranking-service.ts';

/**
 * The judges' sheets of vehicles (issue 18: "the judges' sheets reach the organiser"): for each
 * vehicle, every judge of its category's panel, and any judge off the panel who scored it or
 * stepped aside from it, with what they gave. Read by the score-sheet PDF and the results report.
 */

export interface JudgeSheet extends SheetSlot {
  name: string;
  /** JDG-007 */
  code: string;
  entry: EntryRecord | undefined;
}

export interface VehicleSheets {
  /** The vehicle's place in its category and its standing (total, judges, picks, votes). */
  ranked: RankedVehicle;
  sheets: JudgeSheet[];
  /** The event's scoring settings that made the total and the medal (ADR 029); the sheet names them. */
  scoring: ScoringSettings;
}

export const VEHICLE_NOT_FOUND = 'Vehicle not found.';
export const CATEGORY_NOT_FOUND = 'Category not found.';

/** The sheets of one Paid vehicle of the event, or of every Paid vehicle of one of its categories (in rank order). */
export async function loadSheets(
  db: Db,
  ranking: RankingService,
  eventId: number,
  wanted: { vehicleId?: number; categoryId?: number },
): Promise<VehicleSheets[]> {
  const event = await eventsRepository.find(db, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (wanted.categoryId !== undefined && !event.categories.some((category) => category.id === wanted.categoryId)) {
    throw notFound(CATEGORY_NOT_FOUND);
  }
  const ranked = (await ranking.rankEvent(eventId, wanted.categoryId)).categories.flatMap((category) => category.rows);
  const chosen = wanted.vehicleId === undefined ? ranked : ranked.filter((row) => row.standing.vehicleId === wanted.vehicleId);
  if (wanted.vehicleId !== undefined && chosen.length === 0) throw notFound(VEHICLE_NOT_FOUND);
  return sheetsFor(db, event, chosen);
}

/** The sheets of ranked vehicles of an event: one query each for entries (with values), recusals and names. */
export async function sheetsFor(db: Db, event: EventRecord, chosen: readonly RankedVehicle[]): Promise<VehicleSheets[]> {
  if (chosen.length === 0) return [];
  const eventId = event.id;
  const vehicleIds = chosen.map((row) => row.standing.vehicleId);
  const entryRows = await db
    .select()
    .from(scoreEntries)
    .where(and(eq(scoreEntries.eventId, eventId), inArray(scoreEntries.vehicleId, vehicleIds)));
  const entries = await withValues(db, entryRows);
  const stepped = await db
    .select({ vehicleId: recusals.vehicleId, judgeId: recusals.judgeId })
    .from(recusals)
    .where(and(eq(recusals.eventId, eventId), inArray(recusals.vehicleId, vehicleIds)));
  const judgeIds = [...new Set([...event.judgeIds, ...entries.map((e) => e.judgeId), ...stepped.map((r) => r.judgeId)])];
  const people =
    judgeIds.length === 0
      ? []
      : await db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(inArray(users.id, judgeIds)).orderBy(asc(users.id));
  const nameOf = new Map(people.map((person) => [person.id, person.fullName || person.email]));
  const entriesOf = groupBy(entries, (entry) => entry.vehicleId);
  const asideOf = groupBy(stepped, (row) => row.vehicleId);

  return chosen.map((row) => {
    const vehicleId = row.standing.vehicleId;
    const panel = panelOf(event.panels, row.standing.categoryId, event.judgeIds);
    const own = entriesOf.get(vehicleId) ?? [];
    const aside = (asideOf.get(vehicleId) ?? []).map((r) => r.judgeId);
    const sheets = sheetSlots(panel, own.map((entry) => entry.judgeId), aside)
      .map((slot): JudgeSheet => ({
        ...slot,
        name: nameOf.get(slot.judgeId) ?? formatJudgeId(slot.judgeId),
        code: formatJudgeId(slot.judgeId),
        entry: own.find((e) => e.judgeId === slot.judgeId),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.judgeId - b.judgeId);
    return { ranked: row, sheets, scoring: event.scoring };
  });
}

/** Items by key, each list in the order given (a big show has 24,000 entries: no scan per vehicle). */
function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}
