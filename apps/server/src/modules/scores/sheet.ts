import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { LIMITS } from '@showgrid/shared/limits';
import type { ScoreEntry } from '@showgrid/shared/schemas/score';
import type { Tx } from '../../db/client.ts';
import { eventJudges, parameters, recusals, scoreEntries, scoreParameterValues, vehicles } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { ChangeHook } from '../../lib/change-bus.ts';
import { notFound } from '../../lib/http-errors.ts';
import { withValues, type Executor } from './repository.ts';

/**
 * The rules every score sheet obeys, whoever writes it: a judge saving from a tablet, or an admin
 * applying an edit that arrived as a conflict. Each rule answers with what is wrong; the caller
 * chooses the status (a judge's save: 400/404/409 as ADR 009 says; an admin's apply: 409).
 */


/** What a sheet says: the scores, the note and the judges-choice mark. */
export interface Sheet {
  scores: Record<string, number>;
  note: string;
  topChoice: boolean;
}

export const VEHICLE_NOT_FOUND = 'Vehicle not found.';

/**
 * The mapping of the judge to the event, locked, and the Paid vehicle of that event: 'unmapped'
 * or 'no-vehicle' when either is missing. The lock makes every write of one judge at one event
 * (saves, recusals, applied conflicts) run one after another: two replays of the same entry end
 * as one row, the judges-choice cap and the conflict cap cannot be raced past.
 */
export async function lockMapping(tx: Tx, judgeId: number, eventId: number, vehicleId: number) {
  const [mapping] = await tx
    .select({ eventId: eventJudges.eventId })
    .from(eventJudges)
    .where(and(eq(eventJudges.eventId, eventId), eq(eventJudges.judgeId, judgeId)))
    .for('update');
  if (!mapping) return 'unmapped' as const;
  const [vehicle] = await tx
    .select({ id: vehicles.id, vehicleTypeId: vehicles.vehicleTypeId })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.eventId, eventId), eq(vehicles.paid, true)));
  return vehicle ?? ('no-vehicle' as const);
}

/** For a judge's own writes: another event's, an unpaid or an unknown vehicle is just not there. */
export async function lockJudgeVehicle(tx: Tx, judgeId: number, eventId: number, vehicleId: number) {
  const vehicle = await lockMapping(tx, judgeId, eventId, vehicleId);
  if (typeof vehicle === 'string') throw notFound(VEHICLE_NOT_FOUND);
  return vehicle;
}

export async function isRecused(ex: Executor, judgeId: number, eventId: number, vehicleId: number): Promise<boolean> {
  const [row] = await ex
    .select({ n: count() })
    .from(recusals)
    .where(and(eq(recusals.eventId, eventId), eq(recusals.vehicleId, vehicleId), eq(recusals.judgeId, judgeId)));
  return (row?.n ?? 0) > 0;
}

/** Every live parameter of the vehicle's type, each once, each within 0..its limit: what is wrong, or nothing. */
export async function scoreProblems(tx: Tx, vehicleTypeId: number, scores: Record<string, number>): Promise<string[]> {
  const live = await tx
    .select({ id: parameters.id, title: parameters.title, limit: parameters.scoreLimit })
    .from(parameters)
    .where(and(eq(parameters.vehicleTypeId, vehicleTypeId), isNull(parameters.retiredAt)));
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

/** May this sheet carry the judges-choice mark: the judge has fewer than the cap on other vehicles. */
export async function choiceAllowed(tx: Tx, judgeId: number, eventId: number, vehicleId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(scoreEntries)
    .where(
      and(eq(scoreEntries.judgeId, judgeId), eq(scoreEntries.eventId, eventId), eq(scoreEntries.topChoice, true), ne(scoreEntries.vehicleId, vehicleId)),
    );
  return (row?.n ?? 0) < LIMITS.maxJudgesChoices;
}

export function sameSheet(entry: Pick<ScoreEntry, 'strSpecialNote' | 'blnTopChoice' | 'objParameterWiseScore'>, sheet: Sheet): boolean {
  const kept = entry.objParameterWiseScore;
  return (
    entry.strSpecialNote === sheet.note &&
    entry.blnTopChoice === sheet.topChoice &&
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
  existing: ScoreEntry | undefined;
  sheet: Sheet;
  editedAt: Date;
  deviceId: string;
  /** Kept in the audit row beside the entry (the device's own edit time, ADR 009). */
  auditExtra?: Record<string, unknown>;
}

/**
 * Makes `sheet` the judge's entry for the vehicle: the new sheet replaces the old one (the audit
 * row keeps what it replaced), then the live dashboards hear of it through `onChange`, inside the
 * same transaction (ADR 014).
 */
export async function writeSheet(tx: Tx, onChange: ChangeHook, write: SheetWrite): Promise<ScoreEntry> {
  const { existing, sheet } = write;
  const columns = { specialNote: sheet.note, topChoice: sheet.topChoice, editedAt: write.editedAt, deviceId: write.deviceId };
  let scoreId: number;
  if (existing) {
    scoreId = existing.intScoreId;
    await tx.update(scoreEntries).set({ ...columns, updatedAt: new Date() }).where(eq(scoreEntries.id, scoreId));
    await tx.delete(scoreParameterValues).where(eq(scoreParameterValues.scoreId, scoreId));
  } else {
    const [row] = await tx
      .insert(scoreEntries)
      .values({ ...columns, eventId: write.eventId, vehicleId: write.vehicleId, judgeId: write.judgeId })
      .returning({ id: scoreEntries.id });
    if (!row) throw new Error('score entry insert returned nothing');
    scoreId = row.id;
  }
  await tx
    .insert(scoreParameterValues)
    .values(Object.entries(sheet.scores).map(([parameterId, score]) => ({ scoreId, parameterId: Number(parameterId), score })));
  const saved = await readEntry(tx, scoreId);
  await recordAudit(tx, {
    userId: write.actorId,
    action: existing ? 'update' : 'create',
    entity: 'score-entry',
    entityId: scoreId,
    before: existing ?? null,
    after: { ...saved, ...write.auditExtra },
  });
  await onChange(tx, { eventId: write.eventId, kind: 'score', vehicleId: write.vehicleId });
  return saved;
}

export async function readEntry(tx: Tx, scoreId: number): Promise<ScoreEntry> {
  const [entry] = await withValues(tx, await tx.select().from(scoreEntries).where(eq(scoreEntries.id, scoreId)));
  if (!entry) throw new Error('score entry vanished inside its own transaction');
  return entry;
}

/** The judge's entry for the vehicle, if any. */
export async function currentEntry(tx: Tx, judgeId: number, eventId: number, vehicleId: number): Promise<ScoreEntry | undefined> {
  const rows = await tx
    .select()
    .from(scoreEntries)
    .where(and(eq(scoreEntries.eventId, eventId), eq(scoreEntries.vehicleId, vehicleId), eq(scoreEntries.judgeId, judgeId)));
  const [entry] = await withValues(tx, rows);
  return entry;
}
