import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@showgrid/shared/limits';
import type { scoreEntryBodySchema } from '@showgrid/shared/schemas/score';
import type { z } from 'zod';
import { VEHICLE_NOT_FOUND } from '@showgrid/shared/messages';
import type { Db, Tx } from '../../db/client.ts';
import { scoreEntries, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { ChangeNotifier } from '../../platform/change-bus.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { ScoreAuthor } from '../../lib/policy.ts';
import { recordConflict } from './conflicts.ts';
import { aheadAudit, editTime, firstTaken } from './edit-time.ts';
import { entrySnapshot, type EntryWriteNote } from './entry-snapshot.ts';
import { withValues, type EntryRecord } from './repository.ts';
import { choiceAllowed, judgeState, type JudgeState } from './judge-state.ts';
import {
  lockJudgeVehicle,
  lockMapping,
  sameSheet,
  scoreProblems,
  sheetOf,
  withDeductions,
  writeSheet,
  type JudgeVehicle,
} from './sheet.ts';
import type { Sheet } from './records.ts';

export type ScoreBody = z.output<typeof scoreEntryBodySchema>;

/** A judge's sheet for one vehicle as a tablet sent it, in plain names (the body is read at the route). */
export interface ScoreInput {
  eventId: number;
  vehicleId: number;
  sheet: Sheet;
  /** The tablet's edit time as sent (ISO), if any: the newest edit wins (ADR 009). */
  sentAt: string | undefined;
  /** The sending tablet ('' when it said nothing). */
  deviceId: string;
}

/** SPEC §7's score body (plus our optional dtEditedAt and strDeviceId) as plain input. */
export const scoreInputOf = (body: ScoreBody): ScoreInput => ({
  eventId: body.intEventId,
  vehicleId: body.intVehicleId,
  sheet: {
    scores: body.objParameterWiseScore,
    note: body.strSpecialNote,
    topChoice: body.blnTopChoice,
    deductions: body.objParameterWiseDeductions ?? {},
  },
  sentAt: body.dtEditedAt,
  deviceId: body.strDeviceId,
});

export const RECUSED = 'You recused yourself from this vehicle; it cannot be scored.';
export const TOO_MANY_CHOICES = `You can choose at most ${LIMITS.maxJudgesChoices} vehicles.`;
export const CONFLICT = 'A newer score for this vehicle was already saved from another device; it was kept.';
/** A tablet's sheet for a vehicle whose sheet the chief judge entered from paper (ADR 034). */
export const PAPER_KEPT =
  'The chief judge entered your score for this vehicle from your paper sheet; it was kept, and this sheet was set aside for them to look at.';
export const PAPER_JUDGE_NOT_FOUND = 'This judge does not judge this event.';
export const PAPER_OFF_PANEL = 'This judge does not judge this category: they are not on its panel.';
export const PAPER_RECUSED = 'This judge stepped aside from this vehicle; it cannot be scored.';
export const PAPER_DELETE = 'This sheet was entered from paper by the chief judge; ask them to change it.';

export type SaveResult =
  { kind: 'created' | 'updated' | 'replayed'; entry: EntryRecord } | { kind: 'conflict'; kept: EntryRecord; detail: string };

/**
 * Moves only the entry's edit time on: no score changed, so nobody is told. An edit taken at
 * server time is audited all the same, since its audit row is how a replay of it is known later
 * (edit-time.ts `firstTaken`).
 */
async function touch(
  tx: Tx,
  judgeId: number,
  entry: EntryRecord,
  change: { editedAt: Date; deviceId: string; note: EntryWriteNote | undefined },
): Promise<EntryRecord> {
  await tx.update(scoreEntries).set({ editedAt: change.editedAt, deviceId: change.deviceId }).where(eq(scoreEntries.id, entry.id));
  // Only the edit time moved (the device is not in the answer, the save time stays).
  const touched = { ...entry, editedAt: change.editedAt };
  if (change.note) {
    await audit(tx, {
      userId: judgeId,
      action: 'update',
      entity: 'score-entry',
      entityId: entry.id,
      before: entrySnapshot(entry),
      after: entrySnapshot(touched, change.note),
    });
  }
  return touched;
}

/**
 * The judge's Paid vehicle with its live parameters, locked under the judge's mapping, for the
 * admin entering the judge's paper sheet: what a judge hears as "not there" the admin hears named.
 */
async function lockForPaper(tx: Tx, judgeId: number, eventId: number, vehicleId: number): Promise<JudgeVehicle> {
  const vehicle = await lockMapping(tx, judgeId, eventId, vehicleId);
  if (vehicle === 'unmapped') throw notFound(PAPER_JUDGE_NOT_FOUND);
  if (vehicle === 'no-vehicle') throw notFound(VEHICLE_NOT_FOUND);
  if (vehicle === 'off-panel') throw new HttpError(409, { detail: PAPER_OFF_PANEL });
  return vehicle;
}

/** The sheet as it will be kept (deductions worked out), or 400 naming what is wrong with it. */
function checkedSheet(vehicle: JudgeVehicle, given: Sheet): Sheet {
  const { sheet, problems: deductionProblems } = withDeductions(vehicle.live, given);
  if (deductionProblems.length > 0) throw new HttpError(400, { objParameterWiseDeductions: deductionProblems });
  const problems = scoreProblems(vehicle.live, sheet.scores);
  if (problems.length > 0) throw new HttpError(400, { objParameterWiseScore: problems });
  return sheet;
}

const assertChoiceAllowed = (sheet: Sheet, state: JudgeState) => {
  if (sheet.topChoice && !state.existing?.topChoice && !choiceAllowed(state)) {
    throw new HttpError(400, { blnTopChoice: [TOO_MANY_CHOICES] });
  }
};

/** A person's name as the audit trail gives it: the full name, else the e-mail. */
async function nameOf(tx: Tx, userId: number): Promise<string> {
  const [person] = await tx.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, userId));
  return person ? person.fullName || person.email : `user ${String(userId)}`;
}

/** `changes` tells every instance of each write, on commit (live dashboards, rank states: ADR 014). */
export function createScoresService(db: Db, changes: ChangeNotifier, now: () => Date = () => new Date()) {
  /**
   * Create or update the judge's entry for (event, vehicle). The newest edit wins (ADR 009): an
   * older one is recorded as a conflict and not applied; the same sheet sent again changes nothing.
   * A sheet the chief judge entered from paper is never replaced by the judge's own save, whatever
   * its time (ADR 034): a different sheet is a conflict.
   */
  async function saveOwn(
    judgeId: number,
    { eventId, vehicleId, sheet: given, sentAt, deviceId }: ScoreInput,
    expectId?: number,
  ): Promise<SaveResult> {
    const receivedAt = now();
    return db.transaction(async (tx) => {
      const vehicle = await lockJudgeVehicle(tx, judgeId, eventId, vehicleId);
      const state = await judgeState(tx, judgeId, eventId, vehicleId);
      const { existing } = state;
      if (expectId !== undefined && existing?.id !== expectId) {
        throw new HttpError(400, { intVehicleId: ['This score entry is for another vehicle.'] });
      }
      if (state.recused) throw new HttpError(409, { detail: RECUSED });
      const sheet = checkedSheet(vehicle, given);

      const time = editTime(sentAt, receivedAt);
      let at = time.at;
      if (existing) {
        // A stamp too far ahead: if this very edit was taken before, it keeps the time it was taken at.
        if (time.aheadStamp !== undefined) at = (await firstTaken(tx, existing.id, time.aheadStamp, deviceId, sheet)) ?? at;
        const keptAt = existing.editedAt;
        const same = sameSheet(sheetOf(existing), sheet);
        // The paper sheet stands as entered: the tablet's word on it is no newer, whenever it was made.
        if (existing.fromPaper) {
          if (same) return { kind: 'replayed', entry: existing };
          await recordConflict(tx, { eventId, vehicleId, judgeId, deviceId, sheet, sentAt, rejectedAt: at, keptAt });
          return { kind: 'conflict', kept: existing, detail: PAPER_KEPT };
        }
        if (same) {
          // Nothing to apply. A later stamp still moves the entry's time on, so that an edit made
          // between the two (another tablet's) does not win over the judge's latest word.
          if (at.getTime() <= keptAt.getTime()) return { kind: 'replayed', entry: existing };
          return {
            kind: 'replayed',
            entry: await touch(tx, judgeId, existing, { editedAt: at, deviceId, note: aheadAudit(time, deviceId) }),
          };
        }
        if (keptAt.getTime() > at.getTime()) {
          await recordConflict(tx, { eventId, vehicleId, judgeId, deviceId, sheet, sentAt, rejectedAt: at, keptAt });
          return { kind: 'conflict', kept: existing, detail: CONFLICT };
        }
      }
      assertChoiceAllowed(sheet, state);
      const entry = await writeSheet(tx, changes, {
        eventId,
        vehicleId,
        judgeId,
        actorId: judgeId,
        existing,
        sheet,
        live: vehicle.live,
        editedAt: at,
        deviceId,
        note: aheadAudit(time, deviceId),
      });
      return { kind: existing ? 'updated' : 'created', entry };
    });
  }

  /**
   * An admin enters the judge's paper sheet (ADR 034): the rules of the judge's own save, audited
   * as entered from paper by that admin. It is the chief judge's word, so it is the newest edit
   * (timed on receipt, after the kept sheet); the same paper sheet again changes nothing.
   */
  async function savePaper(judgeId: number, adminId: number, { eventId, vehicleId, sheet: given }: ScoreInput): Promise<SaveResult> {
    const receivedAt = now();
    return db.transaction(async (tx) => {
      const vehicle = await lockForPaper(tx, judgeId, eventId, vehicleId);
      const state = await judgeState(tx, judgeId, eventId, vehicleId);
      if (state.recused) throw new HttpError(409, { detail: PAPER_RECUSED });
      const sheet = checkedSheet(vehicle, given);
      const { existing } = state;
      if (existing?.fromPaper && sameSheet(sheetOf(existing), sheet)) return { kind: 'replayed', entry: existing };
      assertChoiceAllowed(sheet, state);
      const adminName = await nameOf(tx, adminId);
      const afterKept = existing ? existing.editedAt.getTime() + 1 : 0;
      const entry = await writeSheet(tx, changes, {
        eventId,
        vehicleId,
        judgeId,
        actorId: adminId,
        existing,
        sheet,
        live: vehicle.live,
        editedAt: new Date(Math.max(receivedAt.getTime(), afterKept)),
        deviceId: '',
        paper: { adminId, adminName },
      });
      return { kind: existing ? 'updated' : 'created', entry };
    });
  }

  /** A save by its author: the judge's own, or their paper sheet entered by an admin. */
  function save(author: ScoreAuthor, input: ScoreInput, expectId?: number): Promise<SaveResult> {
    return author.paperBy === undefined ? saveOwn(author.judgeId, input, expectId) : savePaper(author.judgeId, author.paperBy, input);
  }

  /** Deletes an entry the caller may see (an admin any, a judge their own); others are 404. */
  async function remove(actorId: number, id: number, ownerId?: number): Promise<void> {
    await db.transaction(async (tx) => {
      const where = ownerId === undefined ? eq(scoreEntries.id, id) : and(eq(scoreEntries.id, id), eq(scoreEntries.judgeId, ownerId));
      const [before] = await withValues(tx, await tx.select().from(scoreEntries).where(where).for('update'));
      if (!before) throw notFound();
      // A judge's delete would let their tablet's sheet in past the paper one (ADR 034).
      if (ownerId !== undefined && before.fromPaper) throw new HttpError(409, { detail: PAPER_DELETE });
      await tx.delete(scoreEntries).where(eq(scoreEntries.id, id));
      await audit(tx, { userId: actorId, action: 'delete', entity: 'score-entry', entityId: id, before: entrySnapshot(before) });
      await changes.announce(tx, { eventId: before.eventId, kind: 'score', vehicleId: before.vehicleId });
    });
  }

  return { save, remove };
}

export type ScoresService = ReturnType<typeof createScoresService>;
