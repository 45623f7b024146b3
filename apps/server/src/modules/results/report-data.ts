import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formatJudgeId } from '@showgrid/shared/limits';
import type { ScoringSettings } from '@showgrid/shared/scoring-rules';
import type { Db } from '../../db/client.ts';
import {
  categories,
  eventCategories,
  eventJudges,
  events,
  parameters,
  recusals,
  scoreEntries,
  scoreParameterValues,
  users,
  vehicles,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { ChoiceRow } from '../scores/results.ts';
import { EVENT_NOT_FOUND, type CategoryRanking, type RankingService } from './ranking-service.ts';
import type { RankedVehicle } from './ranking.ts';
import { sheetsFor, type JudgeSheet } from './sheets.ts';
import { eventsRepository } from '../events/repository.ts';
import { scoreText } from '@showgrid/shared/score-text';
import { PAPER_MARK } from './report-text.ts';

/** Everything a report shows (PRODUCT.md "Reports"), gathered once for the PDF and the spreadsheet. */

export interface ReportEvent {
  id: number;
  title: string;
  location: string;
  startsAt: Date;
  /** The show's time zone (TIME_ZONE): every time in a report is written in it. */
  timeZone: string;
}

export interface ReportJudge {
  id: number;
  /** JDG-007 */
  code: string;
  name: string;
}

/** A parameter a category's scores were given on: its title and limit, and whether it is retired since. */
export interface ScoredParameter {
  parameterId: number;
  title: string;
  limit: number;
  retired: boolean;
}

export interface ReportCategory extends CategoryRanking {
  /** The parameters of the category's vehicle type its score entries use, in the order they were added. */
  scoredOn: ScoredParameter[];
}

export interface ReportData {
  event: ReportEvent;
  /** The scoring settings that ranked it (ADR 029): the report names the rule, and medals where there are bands. */
  scoring: ScoringSettings;
  /** Judges mapped to the event, and any other judge who scored in it; by name. */
  judges: ReportJudge[];
  /** Mapped categories and categories with Paid vehicles, by name; a category may have no rows. */
  categories: ReportCategory[];
  /** A judge's total for a vehicle: "34/40" ("34/40 P" from paper), "recused", or undefined when they gave no score. */
  judgeCell(vehicleId: number, judgeId: number): string | undefined;
  /** Each judge's sheet of a ranked vehicle: scores per parameter, note, pick (sheets.ts). */
  sheetsOf(vehicleId: number): JudgeSheet[];
  awards: Awards;
}

export interface Awards {
  /** Per category: the rank-1 vehicles (several: an unresolved tie; none: nobody scored there). */
  winners: { categoryName: string; rows: RankedVehicle[] }[];
  /** The most audience votes in the event, ties all listed; empty without votes. */
  peoplesChoice: RankedVehicle[];
  /** Each judge's judges-choice vehicles, ranked as the judges-choice page shows them. */
  picks: { judge: ReportJudge; choices: Pick[] }[];
}

/** A judges-choice vehicle as the reports show it: the judges-choice page's place and fields but the picture. */
export type Pick = Omit<ChoiceRow, 'scoreId' | 'imageId'> & { rank: number };

/** A judge's picks, best first, numbered as the judges-choice page numbers them. */
export const picksOf = (rows: readonly Omit<Pick, 'rank'>[]): Pick[] => rows.map((row, index) => ({ ...row, rank: index + 1 }));

const judgeName = (user: { fullName: string; email: string }) => user.fullName || user.email;

export async function findEvent(db: Db, eventId: number, timeZone: string): Promise<ReportEvent> {
  const [event] = await db
    .select({ id: events.id, title: events.title, location: events.location, startsAt: events.startsAt })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { ...event, timeZone };
}

export async function findJudge(db: Db, judgeId: number): Promise<ReportJudge | undefined> {
  const [user] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(eq(users.id, judgeId), eq(users.role, 'judge')));
  return user && { id: user.id, code: formatJudgeId(user.id), name: judgeName(user) };
}

export async function reportJudges(db: Db, eventId: number): Promise<ReportJudge[]> {
  const [mapped, scored] = await Promise.all([
    db.select({ id: eventJudges.judgeId }).from(eventJudges).where(eq(eventJudges.eventId, eventId)),
    db.selectDistinct({ id: scoreEntries.judgeId }).from(scoreEntries).where(eq(scoreEntries.eventId, eventId)),
  ]);
  const ids = [...new Set([...mapped, ...scored].map((row) => row.id))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows.map((user) => ({ id: user.id, code: formatJudgeId(user.id), name: judgeName(user) }));
}

/** Each judge's sheet per vehicle: the sum of their scores and of the limits they scored on (kept on the sheet). */
async function judgeTotals(db: Db, eventId: number) {
  return db
    .select({ vehicleId: scoreEntries.vehicleId, judgeId: scoreEntries.judgeId, total: scoreEntries.totalScore, max: scoreEntries.maxScore, fromPaper: scoreEntries.fromPaper })
    .from(scoreEntries)
    .where(eq(scoreEntries.eventId, eventId));
}

/**
 * Per category: the parameters of its vehicle type that the event's score entries for its Paid
 * vehicles (the ones the report ranks) have values on, retired ones included.
 */
async function scoredParameters(db: Db, eventId: number): Promise<Map<number, ScoredParameter[]>> {
  const rows = await db
    .selectDistinct({
      categoryId: vehicles.categoryId,
      parameterId: parameters.id,
      title: parameters.title,
      limit: parameters.scoreLimit,
      retiredAt: parameters.retiredAt,
    })
    .from(scoreEntries)
    .innerJoin(vehicles, eq(vehicles.id, scoreEntries.vehicleId))
    .innerJoin(categories, eq(categories.id, vehicles.categoryId))
    .innerJoin(scoreParameterValues, eq(scoreParameterValues.scoreId, scoreEntries.id))
    .innerJoin(parameters, and(eq(parameters.id, scoreParameterValues.parameterId), eq(parameters.vehicleTypeId, categories.vehicleTypeId)))
    .where(and(eq(scoreEntries.eventId, eventId), eq(vehicles.paid, true)))
    .orderBy(asc(vehicles.categoryId), asc(parameters.id));
  const byCategory = new Map<number, ScoredParameter[]>();
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push({ parameterId: row.parameterId, title: row.title, limit: row.limit, retired: row.retiredAt !== null });
    byCategory.set(row.categoryId, list);
  }
  return byCategory;
}

/**
 * Every judge's judges-choice vehicles in one query, each judge's best (by their own total)
 * first, ties by vehicle id: the order of the judges-choice page (scores/results.ts `choices`).
 */
export async function judgesPicks(db: Db, eventId: number): Promise<Map<number, Pick[]>> {
  const rows = await db
    .select({
      judgeId: scoreEntries.judgeId,
      vehicleId: vehicles.id,
      uniqueId: vehicles.uniqueId,
      brand: vehicles.brand,
      model: vehicles.model,
      categoryName: categories.name,
      total: scoreEntries.totalScore,
      max: scoreEntries.maxScore,
    })
    .from(scoreEntries)
    .innerJoin(vehicles, eq(vehicles.id, scoreEntries.vehicleId))
    .innerJoin(categories, eq(categories.id, vehicles.categoryId))
    .where(and(eq(scoreEntries.eventId, eventId), eq(scoreEntries.topChoice, true)))
    .orderBy(asc(scoreEntries.judgeId), desc(scoreEntries.totalScore), asc(vehicles.id));
  const byJudge = new Map<number, Omit<Pick, 'rank'>[]>();
  for (const { judgeId, brand, model, ...row } of rows) {
    const list = byJudge.get(judgeId) ?? [];
    list.push({ ...row, vehicleName: [brand, model].filter(Boolean).join(' ') });
    byJudge.set(judgeId, list);
  }
  return new Map([...byJudge].map(([judgeId, list]) => [judgeId, picksOf(list)]));
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

export function awardsOf(ranked: readonly CategoryRanking[], picks: Awards['picks']): Awards {
  const winners = ranked.map((c) => ({
    categoryName: c.categoryName,
    rows: c.rows.filter((row) => row.rank === 1 && row.standing.total !== null),
  }));
  const all = ranked.flatMap((c) => c.rows);
  const most = Math.max(0, ...all.map((row) => row.standing.votes));
  const peoplesChoice = most > 0 ? all.filter((row) => row.standing.votes === most) : [];
  return { winners, peoplesChoice, picks };
}

export async function loadReport(db: Db, ranking: RankingService, eventId: number, timeZone: string): Promise<ReportData> {
  const event = await findEvent(db, eventId, timeZone);
  const [{ scoring, categories: ranked }, judges, totals, recused, picks, scoredOn] = await Promise.all([
    ranking.rankEvent(eventId),
    reportJudges(db, eventId),
    judgeTotals(db, eventId),
    db.select({ vehicleId: recusals.vehicleId, judgeId: recusals.judgeId }).from(recusals).where(eq(recusals.eventId, eventId)),
    judgesPicks(db, eventId),
    scoredParameters(db, eventId),
  ]);
  // vehicle → judge → cell: 24,000 lookups for a big show, so no string keys.
  const cells = new Map<number, Map<number, string>>();
  const setCell = (vehicleId: number, judgeId: number, text: string) => {
    const row = cells.get(vehicleId) ?? new Map<number, string>();
    row.set(judgeId, text);
    cells.set(vehicleId, row);
  };
  for (const row of recused) setCell(row.vehicleId, row.judgeId, 'recused');
  for (const row of totals) setCell(row.vehicleId, row.judgeId, `${scoreText(row.total, row.max)}${row.fromPaper ? PAPER_MARK : ''}`);
  const sections = (await withEmptyCategories(db, eventId, ranked)).map((section) => ({
    ...section,
    scoredOn: scoredOn.get(section.categoryId) ?? [],
  }));
  const record = await eventsRepository.find(db, eventId);
  const sheets = record ? await sheetsFor(db, record, ranked.flatMap((section) => section.rows)) : [];
  const sheetsByVehicle = new Map(sheets.map((vehicle) => [vehicle.ranked.standing.vehicleId, vehicle.sheets]));
  return {
    event,
    scoring,
    judges,
    categories: sections,
    judgeCell: (vehicleId, judgeId) => cells.get(vehicleId)?.get(judgeId),
    sheetsOf: (vehicleId) => sheetsByVehicle.get(vehicleId) ?? [],
    awards: awardsOf(
      sections,
      judges.map((judge) => ({ judge, choices: picks.get(judge.id) ?? [] })),
    ),
  };
}
