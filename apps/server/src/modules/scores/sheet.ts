import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ParameterWiseDeductions } from '@showgrid/shared/schemas/score';
import { deductedScore } from '@showgrid/shared/scoring-rules';
import { VEHICLE_NOT_FOUND } from '@showgrid/shared/messages';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { auditLog, scoreEntries, scoreParameterValues } from '../../db/schema/index.ts';
import { scrubbed } from '../../platform/audit.ts';
import type { ChangeNotifier } from '../../platform/change-bus.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { judgesCategory } from '../events/panels.ts';
import { entrySnapshot, SNAPSHOT_ID_KEY, type EntryWriteNote } from './entry-snapshot.ts';
import type { Sheet } from './records.ts';
import { entryRecord, type EntryRecord } from './repository.ts';

/**
 * The rules every score sheet obeys, whoever writes it: a judge saving from a tablet, or an admin
 * applying an edit that arrived as a conflict. Each rule answers with what is wrong; the caller
 * chooses the status (a judge's save: 400/404/409 as ADR 009 says; an admin's apply: 409).
 *
 * A save is five statements whatever the sheet (issue 16; it was 15 to 17): BEGIN, the judge's
 * lock with the vehicle and its parameters, the judge's own state (entry, recusal, choices), the
 * write with its values, audit row and notification, COMMIT. The lock and the state are two
 * statements on purpose: a statement's reads see the database as it was when the statement
 * began, so what a concurrent save of the same judge commits while this one waits for the lock
 * is seen only by a statement that starts after the lock is held.
 */

/**
 * The sheet with each parameter that carries deductions scored at its limit less them, never
 * below 0 (ADR 029), and what is wrong: deductions on a parameter the vehicle is not judged on.
 * Parameters without deductions keep the score given (a sheet may mix both).
 */
export function withDeductions(live: readonly LiveParameter[], sheet: Sheet): { sheet: Sheet; problems: string[] } {
  const limits = new Map(live.map((p) => [String(p.id), p.limit]));
  const scores = { ...sheet.scores };
  const deductions: ParameterWiseDeductions = {};
  const problems: string[] = [];
  for (const [id, list] of Object.entries(sheet.deductions)) {
    const limit = limits.get(id);
    if (limit === undefined) problems.push(`Parameter ${id} is not a parameter of this vehicle.`);
    else {
      scores[id] = deductedScore(limit, list);
      deductions[id] = list;
    }
  }
  return { sheet: { ...sheet, scores, deductions }, problems };
}

/** The deductions in one canonical text, parameters in id order: two sheets alike compare alike. */
const deductionsText = (deductions: ParameterWiseDeductions) =>
  JSON.stringify(
    Object.entries(deductions)
      .filter(([, list]) => list.length > 0)
      .sort(([a], [b]) => Number(a) - Number(b)),
  );

const liveParameterSchema = z.object({ id: z.number().int(), title: z.string(), limit: z.number().int() });
export type LiveParameter = z.infer<typeof liveParameterSchema>;

const mappingSchema = z.object({
  vehicle_id: z.number().int().nullable(),
  vehicle_type_id: z.number().int().nullable(),
  on_panel: z.boolean().nullable(),
  live: z.array(liveParameterSchema),
});

export const OFF_PANEL = 'You do not judge this category: the organiser took you off its panel.';

/** The Paid vehicle a judge may score, with the live parameters of its type (by id). */
export interface JudgeVehicle {
  id: number;
  vehicleTypeId: number;
  live: LiveParameter[];
}

/**
 * The mapping of the judge to the event, locked, with the Paid vehicle of that event and its
 * type's live parameters: 'unmapped' or 'no-vehicle' when either is missing. The lock makes every
 * write of one judge at one event (saves, recusals, applied conflicts) run one after another: two
 * replays of the same entry end as one row, the judges-choice cap and the conflict cap cannot be
 * raced past.
 */
export async function lockMapping(
  tx: Tx,
  judgeId: number,
  eventId: number,
  vehicleId: number,
): Promise<JudgeVehicle | 'unmapped' | 'no-vehicle' | 'off-panel'> {
  const result = await tx.execute(sql`
    select v.id as vehicle_id, v.vehicle_type_id,
      ${judgesCategory(sql`m.event_id`, sql`v.category_id`, sql`m.judge_id`)} as on_panel,
      coalesce((
        select json_agg(json_build_object('id', p.id, 'title', p.title, 'limit', p.score_limit) order by p.id)
        from parameters p where p.vehicle_type_id = v.vehicle_type_id and p.retired_at is null
      ), '[]') as live
    from event_judges m
    left join vehicles v on v.id = ${vehicleId} and v.event_id = m.event_id and v.paid
    where m.event_id = ${eventId} and m.judge_id = ${judgeId}
    for update of m`);
  const [row] = z.array(mappingSchema).parse(rowsOf(result));
  if (!row) return 'unmapped';
  if (row.vehicle_id === null || row.vehicle_type_id === null) return 'no-vehicle';
  if (row.on_panel === false) return 'off-panel';
  return { id: row.vehicle_id, vehicleTypeId: row.vehicle_type_id, live: row.live };
}

/**
 * For a judge's own writes: another event's, an unpaid or an unknown vehicle is just not there;
 * one of a category the judge does not judge (off their panel) is refused, saying why, since the
 * tablet may still hold it from before the organiser changed the panel.
 */
export async function lockJudgeVehicle(tx: Tx, judgeId: number, eventId: number, vehicleId: number): Promise<JudgeVehicle> {
  const vehicle = await lockMapping(tx, judgeId, eventId, vehicleId);
  if (vehicle === 'off-panel') throw forbidden(OFF_PANEL);
  if (typeof vehicle === 'string') throw notFound(VEHICLE_NOT_FOUND);
  return vehicle;
}

/** Every live parameter of the vehicle's type, each once, each within 0..its limit: what is wrong, or nothing. */
export function scoreProblems(live: readonly LiveParameter[], scores: Record<string, number>): string[] {
  const known = new Set(live.map((p) => String(p.id)));
  const messages: string[] = [];
  for (const key of Object.keys(scores)) {
    if (!known.has(key)) messages.push(`Parameter ${key} is not a parameter of this vehicle.`);
  }
  for (const parameter of live) {
    const score = scores[String(parameter.id)];
    if (score === undefined) messages.push(`Give a score for "${parameter.title}".`);
    else if (score > parameter.limit) messages.push(`"${parameter.title}" must be between 0 and ${parameter.limit}.`);
  }
  if (messages.length === 0 && live.length === 0) messages.push('This vehicle type has no judging parameters.');
  return messages;
}

/** What an entry says, as a sheet. */
export function sheetOf(entry: EntryRecord): Sheet {
  return {
    scores: Object.fromEntries(entry.values.map((value) => [String(value.parameterId), value.score])),
    note: entry.specialNote,
    topChoice: entry.topChoice,
    deductions: entry.deductions,
  };
}

/** The same scores, note and choice. */
export function sameSheet(keptSheet: Sheet, sheet: Sheet): boolean {
  const kept = keptSheet.scores;
  return (
    keptSheet.note === sheet.note &&
    keptSheet.topChoice === sheet.topChoice &&
    deductionsText(keptSheet.deductions) === deductionsText(sheet.deductions) &&
    Object.keys(sheet.scores).length === Object.keys(kept).length &&
    Object.entries(sheet.scores).every(([id, score]) => kept[id] === score)
  );
}

export interface SheetWrite {
  eventId: number;
  vehicleId: number;
  judgeId: number;
  /** Who wrote it (the audit's user): the judge, or the admin applying a conflict. */
  actorId: number;
  existing: EntryRecord | undefined;
  sheet: Sheet;
  /** The live parameters of the vehicle's type: the sheet was checked against them (scoreProblems). */
  live: readonly LiveParameter[];
  editedAt: Date;
  deviceId: string;
  /** Kept in the audit row beside the entry (the device's own edit time, ADR 009; the conflict applied). */
  note?: EntryWriteNote;
  /** The judge's paper sheet, entered by this admin (ADR 034); without it the sheet is the judge's own (or a tablet's applied). */
  paper?: { adminId: number; adminName: string };
}

const savedSchema = z.object({ id: z.number().int() });

/**
 * Makes `sheet` the judge's entry for the vehicle in one statement: the entry (inserted, or
 * updated in place, with its total and maximum: schema/scores.ts), its values (the new sheet's; values on parameters retired since go), the
 * audit row (before: what it replaced), and the notification every instance hears on commit
 * (ADR 014). The saved entry is known without reading it back: the sheet, checked against the
 * live parameters, is what was written.
 */
export async function writeSheet(tx: Tx, changes: ChangeNotifier, write: SheetWrite): Promise<EntryRecord> {
  const { existing, sheet, paper } = write;
  const savedAt = new Date();
  const fromPaper = paper !== undefined;
  const enteredBy = paper?.adminId ?? null;
  const values = write.live.map((p) => ({
    parameterId: p.id,
    score: sheet.scores[String(p.id)] ?? 0,
    title: p.title,
    limit: p.limit,
    retired: false,
  }));
  const entryOf = (id: number) =>
    entryRecord(
      {
        id,
        eventId: write.eventId,
        vehicleId: write.vehicleId,
        judgeId: write.judgeId,
        specialNote: sheet.note,
        topChoice: sheet.topChoice,
        editedAt: write.editedAt,
        updatedAt: savedAt,
        deductions: sheet.deductions,
        fromPaper,
        enteredBy,
      },
      values,
      paper?.adminName ?? null,
    );
  const valueRows = JSON.stringify(values.map((v) => ({ parameter_id: v.parameterId, score: v.score })));
  // The id of a new entry is the insert's: the audit row gets it in SQL.
  const note = paper ? { ...write.note, paperBy: paper.adminName } : write.note;
  const after = JSON.stringify(scrubbed(entrySnapshot(entryOf(existing?.id ?? 0), note)));
  const before = existing ? JSON.stringify(scrubbed(entrySnapshot(existing))) : null;
  const notify = changes.notification({ eventId: write.eventId, kind: 'score', vehicleId: write.vehicleId });
  const { total, max } = entryOf(0);
  const deductions = JSON.stringify(sheet.deductions);
  const entry = existing
    ? sql`update ${scoreEntries}
        set special_note = ${sheet.note}, top_choice = ${sheet.topChoice}, total_score = ${total}, max_score = ${max}, deductions = ${deductions}::jsonb,
          edited_at = ${write.editedAt.toISOString()}::timestamptz, device_id = ${write.deviceId}, updated_at = ${savedAt.toISOString()}::timestamptz,
          from_paper = ${fromPaper}, entered_by = ${enteredBy}
        where id = ${existing.id}
        returning id`
    : sql`insert into ${scoreEntries} (event_id, vehicle_id, judge_id, special_note, top_choice, total_score, max_score, deductions, edited_at, device_id, created_at, updated_at, from_paper, entered_by)
        values (${write.eventId}, ${write.vehicleId}, ${write.judgeId}, ${sheet.note}, ${sheet.topChoice}, ${total}, ${max}, ${deductions}::jsonb,
          ${write.editedAt.toISOString()}::timestamptz, ${write.deviceId}, ${savedAt.toISOString()}::timestamptz, ${savedAt.toISOString()}::timestamptz, ${fromPaper}, ${enteredBy})
        returning id`;
  const result = await tx.execute(sql`
    with entry as (${entry}),
    sheet as (select * from jsonb_to_recordset(${valueRows}::jsonb) as v(parameter_id int, score int)),
    retired as (
      delete from ${scoreParameterValues} x using entry
      where x.score_id = entry.id and x.parameter_id not in (select parameter_id from sheet)
    ),
    saved as (
      insert into ${scoreParameterValues} (score_id, parameter_id, score)
      select entry.id, sheet.parameter_id, sheet.score from entry, sheet
      on conflict (score_id, parameter_id) do update set score = excluded.score
    ),
    audit as (
      insert into ${auditLog} (user_id, action, entity, entity_id, before, after)
      select ${write.actorId}, ${existing ? 'update' : 'create'}, 'score-entry', entry.id::text, ${before}::jsonb,
        ${after}::jsonb || jsonb_build_object(${SNAPSHOT_ID_KEY}::text, entry.id)
      from entry
    )
    select entry.id, ${notify} from entry`);
  const [saved] = z.array(savedSchema).parse(rowsOf(result));
  if (!saved) throw new Error('the score entry write answered no row');
  return entryOf(saved.id);
}
