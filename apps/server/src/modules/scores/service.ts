import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { LIMITS } from '@showgrid/shared/limits';
import type { ScoreEntry, scoreEntryBodySchema } from '@showgrid/shared/schemas/score';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { eventJudges, parameters, recusals, scoreConflicts, scoreEntries, scoreParameterValues, vehicles } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { ChangeHook } from '../../lib/change-bus.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { withValues, type Executor } from './repository.ts';

export type ScoreBody = z.output<typeof scoreEntryBodySchema>;

export const VEHICLE_NOT_FOUND = 'Vehicle not found.';
export const RECUSED = 'You recused yourself from this vehicle; it cannot be scored.';
export const TOO_MANY_CHOICES = `You can choose at most ${LIMITS.maxJudgesChoices} vehicles.`;
export const CONFLICT = 'A newer score for this vehicle was already saved from another device; it was kept.';

export type SaveResult =
  | { kind: 'created' | 'updated' | 'replayed'; entry: ScoreEntry }
  | { kind: 'conflict'; kept: ScoreEntry };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const scoresError = (message: string) => new HttpError(400, { objParameterWiseScore: [message] });

/**
 * The vehicle a judge may score: Paid, of the event, the judge mapped to that event. The mapping
 * row is locked, so every write of one judge at one event runs one after another: two replays
 * of the same entry end as one row, and the cap on judges choices cannot be raced past.
 */
export async function lockJudgeVehicle(tx: Tx, judgeId: number, eventId: number, vehicleId: number) {
  const [mapping] = await tx
    .select({ eventId: eventJudges.eventId })
    .from(eventJudges)
    .where(and(eq(eventJudges.eventId, eventId), eq(eventJudges.judgeId, judgeId)))
    .for('update');
  const [vehicle] = mapping
    ? await tx
        .select({ id: vehicles.id, vehicleTypeId: vehicles.vehicleTypeId })
        .from(vehicles)
        .where(and(eq(vehicles.id, vehicleId), eq(vehicles.eventId, eventId), eq(vehicles.paid, true)))
    : [];
  // Another event's, an unpaid or an unknown vehicle: a judge learns nothing about it.
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
  return vehicle;
}

export async function isRecused(ex: Executor, judgeId: number, eventId: number, vehicleId: number): Promise<boolean> {
  const [row] = await ex
    .select({ n: count() })
    .from(recusals)
    .where(and(eq(recusals.eventId, eventId), eq(recusals.vehicleId, vehicleId), eq(recusals.judgeId, judgeId)));
  return (row?.n ?? 0) > 0;
}

/** Every live parameter of the vehicle's type, each once, each within 0..its limit. */
async function checkScores(tx: Tx, vehicleTypeId: number, scores: Record<string, number>): Promise<void> {
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
  if (messages.length > 0) throw new HttpError(400, { objParameterWiseScore: messages });
  if (live.length === 0) throw scoresError('This vehicle type has no judging parameters.');
}

function sameContent(entry: ScoreEntry, body: ScoreBody): boolean {
  const sent = body.objParameterWiseScore;
  const kept = entry.objParameterWiseScore;
  return (
    entry.strSpecialNote === body.strSpecialNote &&
    entry.blnTopChoice === body.blnTopChoice &&
    Object.keys(sent).length === Object.keys(kept).length &&
    Object.entries(sent).every(([id, score]) => kept[id] === score)
  );
}

async function assertChoiceAllowed(tx: Tx, judgeId: number, eventId: number, vehicleId: number): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(scoreEntries)
    .where(
      and(eq(scoreEntries.judgeId, judgeId), eq(scoreEntries.eventId, eventId), eq(scoreEntries.topChoice, true), ne(scoreEntries.vehicleId, vehicleId)),
    );
  if ((row?.n ?? 0) >= LIMITS.maxJudgesChoices) throw new HttpError(400, { blnTopChoice: [TOO_MANY_CHOICES] });
}

/** `onChange` runs inside each write's transaction (rank states, live dashboards: ADR 014). */
export function createScoresService(db: Db, onChange: ChangeHook) {
  /**
   * Create or update the judge's entry for (event, vehicle). The newest edit on the device wins:
   * an older one is recorded as a conflict and not applied; the same edit sent again changes nothing.
   */
  async function save(judgeId: number, body: ScoreBody, expectId?: number): Promise<SaveResult> {
    const editedAt = new Date(body.dtEditedAt);
    return db.transaction(async (tx) => {
      const vehicle = await lockJudgeVehicle(tx, judgeId, body.intEventId, body.intVehicleId);
      const [existing] = await withValues(
        tx,
        await tx
          .select()
          .from(scoreEntries)
          .where(and(eq(scoreEntries.eventId, body.intEventId), eq(scoreEntries.vehicleId, body.intVehicleId), eq(scoreEntries.judgeId, judgeId))),
      );
      if (expectId !== undefined && existing?.intScoreId !== expectId) {
        throw new HttpError(400, { intVehicleId: ['This score entry is for another vehicle.'] });
      }
      if (await isRecused(tx, judgeId, body.intEventId, body.intVehicleId)) throw new HttpError(409, { detail: RECUSED });
      await checkScores(tx, vehicle.vehicleTypeId, body.objParameterWiseScore);

      if (existing) {
        const keptAt = new Date(existing.dtEditedAt);
        if (keptAt.getTime() > editedAt.getTime()) {
          await tx.insert(scoreConflicts).values({
            eventId: body.intEventId,
            vehicleId: body.intVehicleId,
            judgeId,
            rejected: { ...body, intJudgeId: judgeId },
            rejectedEditedAt: editedAt,
            keptEditedAt: keptAt,
            deviceId: body.strDeviceId,
          });
          return { kind: 'conflict', kept: existing };
        }
        if (keptAt.getTime() === editedAt.getTime() && sameContent(existing, body)) return { kind: 'replayed', entry: existing };
      }
      if (body.blnTopChoice && !existing?.blnTopChoice) await assertChoiceAllowed(tx, judgeId, body.intEventId, body.intVehicleId);

      const columns = {
        specialNote: body.strSpecialNote,
        topChoice: body.blnTopChoice,
        editedAt,
        deviceId: body.strDeviceId,
      };
      let scoreId: number;
      if (existing) {
        scoreId = existing.intScoreId;
        await tx.update(scoreEntries).set({ ...columns, updatedAt: new Date() }).where(eq(scoreEntries.id, scoreId));
        // The new sheet replaces the old one; the audit row keeps what it replaced.
        await tx.delete(scoreParameterValues).where(eq(scoreParameterValues.scoreId, scoreId));
      } else {
        const [row] = await tx
          .insert(scoreEntries)
          .values({ ...columns, eventId: body.intEventId, vehicleId: body.intVehicleId, judgeId })
          .returning({ id: scoreEntries.id });
        if (!row) throw new Error('score entry insert returned nothing');
        scoreId = row.id;
      }
      await tx
        .insert(scoreParameterValues)
        .values(Object.entries(body.objParameterWiseScore).map(([parameterId, score]) => ({ scoreId, parameterId: Number(parameterId), score })));
      const [saved] = await withValues(tx, await tx.select().from(scoreEntries).where(eq(scoreEntries.id, scoreId)));
      if (!saved) throw new Error('score entry vanished inside its own transaction');
      await recordAudit(tx, {
        userId: judgeId,
        action: existing ? 'update' : 'create',
        entity: 'score-entry',
        entityId: scoreId,
        before: existing ?? null,
        after: saved,
      });
      await onChange(tx, { eventId: body.intEventId, kind: 'score', vehicleId: body.intVehicleId });
      return { kind: existing ? 'updated' : 'created', entry: saved };
    });
  }

  /** Deletes an entry the caller may see (an admin any, a judge their own); others are 404. */
  async function remove(actorId: number, id: number, ownerId?: number): Promise<void> {
    await db.transaction(async (tx) => {
      const where = ownerId === undefined ? eq(scoreEntries.id, id) : and(eq(scoreEntries.id, id), eq(scoreEntries.judgeId, ownerId));
      const [before] = await withValues(tx, await tx.select().from(scoreEntries).where(where).for('update'));
      if (!before) throw notFound();
      await tx.delete(scoreEntries).where(eq(scoreEntries.id, id));
      await recordAudit(tx, { userId: actorId, action: 'delete', entity: 'score-entry', entityId: id, before });
      await onChange(tx, { eventId: before.intEventId, kind: 'score', vehicleId: before.intVehicleId });
    });
  }

  return { save, remove };
}

export type ScoresService = ReturnType<typeof createScoresService>;
