import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import type { Db } from '../../db/client.ts';
import { categories, eventCategories, events, parameters, scoreEntries, scoreParameterValues, vehicles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadEventJudges } from '../results/event-judges.ts';
import { peoplesChoice } from '../results/ranking.ts';
import type { CategoryRanking, RankingService } from '../results/ranking-service.ts';
import type { Awards, ReportCategory, ReportEvent, ReportInput, ReportPart, ScoredParameter } from './report-model.ts';
import { sheetContext, sheetParts } from './sheets.ts';
import { eventsRepository } from '../events/repository.ts';
import { loadJudgesChoice } from '../scoring/judges-choice.ts';

/**
 * Loading the results report (PRODUCT.md "Reports") on the main thread: the ranking and what the
 * awards need at once (small), then the judges' sheets in parts (sheets.ts) while an export
 * worker already writes the file (ADR 031). The shapes are in report-model.ts.
 */

/** The event as its files name it, in its own language and time zone (`timeZone`: the deployment's, for a show without one). */
export async function findEvent(db: Db, eventId: number, timeZone: string): Promise<ReportEvent> {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      location: events.location,
      startsAt: events.startsAt,
      locale: events.locale,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { ...event, timeZone: event.timeZone ?? timeZone };
}

/**
 * Per category: the parameters of its vehicle type that the event's score entries for its Paid
 * vehicles (the ones the report ranks) have values on, retired ones included. Asked per parameter
 * (does any such value exist?), which stops at the first value found: the distinct pairs over all
 * 120,000 values of a big show held the event loop for most of a second on PGlite.
 */
async function scoredParameters(db: Db, eventId: number): Promise<Map<number, ScoredParameter[]>> {
  const used = db
    .select({ one: sql`1` })
    .from(scoreParameterValues)
    .innerJoin(scoreEntries, eq(scoreEntries.id, scoreParameterValues.scoreId))
    .innerJoin(vehicles, eq(vehicles.id, scoreEntries.vehicleId))
    .where(
      and(
        eq(scoreParameterValues.parameterId, parameters.id),
        eq(scoreEntries.eventId, eventId),
        eq(vehicles.categoryId, categories.id),
        eq(vehicles.paid, true),
      ),
    );
  const withPaid = db
    .selectDistinct({ id: vehicles.categoryId })
    .from(vehicles)
    .where(and(eq(vehicles.eventId, eventId), eq(vehicles.paid, true)));
  const rows = await db
    .select({
      categoryId: categories.id,
      parameterId: parameters.id,
      title: parameters.title,
      limit: parameters.scoreLimit,
      retiredAt: parameters.retiredAt,
    })
    .from(categories)
    .innerJoin(parameters, eq(parameters.vehicleTypeId, categories.vehicleTypeId))
    .where(and(inArray(categories.id, withPaid), exists(used)))
    .orderBy(asc(categories.id), asc(parameters.id));
  const byCategory = new Map<number, ScoredParameter[]>();
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push({ parameterId: row.parameterId, title: row.title, limit: row.limit, retired: row.retiredAt !== null });
    byCategory.set(row.categoryId, list);
  }
  return byCategory;
}

/** Categories mapped to the event that have no Paid vehicle still get a (empty) section. */
async function withEmptyCategories(db: Db, eventId: number, ranked: CategoryRanking[]): Promise<CategoryRanking[]> {
  const mapped = await db
    .select({ id: categories.id, name: categories.name })
    .from(eventCategories)
    .innerJoin(categories, eq(categories.id, eventCategories.categoryId))
    .where(eq(eventCategories.eventId, eventId));
  const present = new Set(ranked.map((c) => c.categoryId));
  const empty = mapped.filter((c) => !present.has(c.id)).map((c) => ({ categoryId: c.id, categoryName: c.name, rows: [] }));
  return [...ranked, ...empty].sort((a, b) => a.categoryName.localeCompare(b.categoryName) || a.categoryId - b.categoryId);
}

export function awardsOf(ranked: readonly CategoryRanking[], judgesChoice: Awards['judgesChoice']): Awards {
  const winners = ranked.map((c) => ({
    categoryName: c.categoryName,
    rows: c.rows.filter((row) => row.rank === 1 && row.standing.total !== null),
  }));
  return { winners, peoplesChoice: peoplesChoice(ranked.flatMap((c) => c.rows)), judgesChoice };
}

/**
 * The report of an event: its input (the ranking, judges, awards, what the sheets need) now, and
 * the judges' sheets of its ranked vehicles as parts, in the order of its categories.
 */
export async function loadReport(
  db: Db,
  ranking: RankingService,
  eventId: number,
  timeZone: string,
): Promise<{ input: ReportInput; parts: AsyncIterable<ReportPart> }> {
  const event: ReportEvent = await findEvent(db, eventId, timeZone);
  const [record, { scoring, categories: ranked }, judges, choices, scoredOn] = await Promise.all([
    eventsRepository.find(db, eventId),
    ranking.rankEvent(eventId),
    loadEventJudges(db, eventId),
    loadJudgesChoice(db, { eventId }),
    scoredParameters(db, eventId),
  ]);
  if (!record) throw notFound(EVENT_NOT_FOUND);
  const sections: ReportCategory[] = (await withEmptyCategories(db, eventId, ranked)).map((section) => ({
    ...section,
    scoredOn: scoredOn.get(section.categoryId) ?? [],
  }));
  const withVehicles = sections.filter((section) => section.rows.length > 0);
  return {
    input: {
      event,
      scoring,
      judges,
      categories: sections,
      awards: awardsOf(
        sections,
        judges.map((judge) => ({ judge, choices: choices.get(judge.id) ?? [] })),
      ),
      sheets: await sheetContext(
        db,
        record,
        withVehicles.map((section) => section.categoryId),
      ),
    },
    parts: sheetParts(
      db,
      eventId,
      withVehicles.map((section) => ({ categoryId: section.categoryId, vehicleIds: section.rows.map((row) => row.standing.vehicleId) })),
    ),
  };
}
