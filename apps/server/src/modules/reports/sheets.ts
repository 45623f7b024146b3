import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { CATEGORY_NOT_FOUND, EVENT_NOT_FOUND, VEHICLE_NOT_FOUND } from '@showgrid/shared/messages';
import type { Db } from '../../db/client.ts';
import { parameters, recusals, scoreEntries, users, vehicles } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../lib/http-errors.ts';
import { panelOf } from '../events/panels.ts';
import type { EventRecord } from '../events/records.ts';
import { eventsRepository } from '../events/repository.ts';
import type { RankingService } from '../results/ranking-service.ts';
import type { ReportEvent, ScoreSheetsInput } from './report-model.ts';
import type { SheetContext, SheetRowsPart } from './sheet-rows.ts';

/**
 * Loading the judges' sheets of vehicles (issue 18: "the judges' sheets reach the organiser") for
 * the score-sheet PDF and the results report, on the main thread, where the database is (PGlite
 * runs in this process). A big show has 24,000 sheets of 5 values: read all at once they held the
 * event loop for seconds, so they come PART_VEHICLES vehicles at a time, each part one statement
 * that writes the vehicles' sheets as JSON text, with a turn of the event loop between parts: a
 * save waits behind one part at most. The export worker parses and arranges them (sheet-rows.ts).
 */

/** Vehicles per part: 300 sheets, 3–15 ms of PGlite (parts of 25 held saves behind them for up to 36 ms). */
export const PART_VEHICLES = 10;

/** The sheets of these vehicles as the JSON text sheet-rows.ts reads (SheetRows). */
async function sheetRowsText(db: Db, eventId: number, vehicleIds: readonly number[]): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(v.id,
      coalesce((
        select json_agg(json_build_array(e.id, e.judge_id, e.special_note, e.top_choice, e.total_score, e.max_score, e.deductions,
          floor(extract(epoch from e.edited_at) * 1000), floor(extract(epoch from e.updated_at) * 1000),
          coalesce((
            select json_agg(json_build_array(s.parameter_id, s.score) order by s.parameter_id)
            from score_parameter_values s where s.score_id = e.id
          ), '[]'::json),
          e.from_paper, e.entered_by,
          case when e.entered_by is null then null else (select coalesce(nullif(u.full_name, ''), u.email) from users u where u.id = e.entered_by) end)
          order by e.id)
        from score_entries e where e.event_id = ${eventId} and e.vehicle_id = v.id
      ), '[]'::json),
      coalesce((
        select json_agg(r.judge_id order by r.judge_id) from recusals r where r.event_id = ${eventId} and r.vehicle_id = v.id
      ), '[]'::json)
    ) order by v.id), '[]'::json)::text as rows
    from ${vehicles} v where ${inArray(sql`v.id`, [...vehicleIds])}`);
  const [row] = rowsOf(result);
  const text = typeof row === 'object' && row !== null && 'rows' in row ? row.rows : undefined;
  if (typeof text !== 'string') throw new Error('the sheets query answered no JSON text');
  return text;
}

/** The parts of these categories' vehicles, in the order given, PART_VEHICLES at a time. */
export async function* sheetParts(
  db: Db,
  eventId: number,
  categories: readonly { categoryId: number; vehicleIds: readonly number[] }[],
): AsyncGenerator<SheetRowsPart> {
  for (const { categoryId, vehicleIds } of categories) {
    for (let start = 0; start < vehicleIds.length; start += PART_VEHICLES) {
      yield { categoryId, rows: await sheetRowsText(db, eventId, vehicleIds.slice(start, start + PART_VEHICLES)) };
      // Whatever arrived meanwhile (a save, a vote, a health check) goes before the next part.
      await yieldToEvents();
    }
  }
}

/**
 * What the worker needs beside the rows: the panel of each category the parts name, the names of
 * every judge who can have a sheet (mapped, scored or stepped aside), every parameter.
 */
export async function sheetContext(db: Db, event: EventRecord, categoryIds: readonly number[]): Promise<SheetContext> {
  const eventId = event.id;
  const [people, all] = await Promise.all([
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(
        or(
          event.judgeIds.length > 0 ? inArray(users.id, event.judgeIds) : undefined,
          inArray(users.id, db.selectDistinct({ id: scoreEntries.judgeId }).from(scoreEntries).where(eq(scoreEntries.eventId, eventId))),
          inArray(users.id, db.selectDistinct({ id: recusals.judgeId }).from(recusals).where(eq(recusals.eventId, eventId))),
        ),
      )
      .orderBy(asc(users.id)),
    db
      .select({ id: parameters.id, title: parameters.title, limit: parameters.scoreLimit, retiredAt: parameters.retiredAt })
      .from(parameters),
  ]);
  return {
    eventId,
    panels: new Map(categoryIds.map((id) => [id, panelOf(event.panels, id, event.judgeIds)])),
    names: new Map(people.map((person) => [person.id, person.fullName || person.email])),
    parameters: new Map(all.map((p) => [p.id, { title: p.title, limit: p.limit, retired: p.retiredAt !== null }])),
  };
}

/** The sheets of one Paid vehicle of the event, or of every Paid vehicle of one of its categories (in rank order). */
export async function loadSheets(
  db: Db,
  ranking: RankingService,
  event: ReportEvent,
  wanted: { vehicleId?: number; categoryId?: number; anonymous: boolean },
): Promise<{ input: ScoreSheetsInput; parts: AsyncIterable<SheetRowsPart> }> {
  const record = await eventsRepository.find(db, event.id);
  if (!record) throw notFound(EVENT_NOT_FOUND);
  if (wanted.categoryId !== undefined && !record.categories.some((category) => category.id === wanted.categoryId)) {
    throw notFound(CATEGORY_NOT_FOUND);
  }
  const ranked = (await ranking.rankEvent(event.id, wanted.categoryId)).categories.flatMap((category) => category.rows);
  const chosen = wanted.vehicleId === undefined ? ranked : ranked.filter((row) => row.standing.vehicleId === wanted.vehicleId);
  if (wanted.vehicleId !== undefined && chosen.length === 0) throw notFound(VEHICLE_NOT_FOUND);
  const byCategory = new Map<number, number[]>();
  for (const row of chosen)
    byCategory.set(row.standing.categoryId, [...(byCategory.get(row.standing.categoryId) ?? []), row.standing.vehicleId]);
  const categories = [...byCategory].map(([categoryId, vehicleIds]) => ({ categoryId, vehicleIds }));
  return {
    input: {
      event,
      scoring: record.scoring,
      vehicles: chosen,
      anonymous: wanted.anonymous,
      sheets: await sheetContext(db, record, [...byCategory.keys()]),
    },
    parts: sheetParts(db, event.id, categories),
  };
}
