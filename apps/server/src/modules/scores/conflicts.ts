import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { LIMITS } from '@showgrid/shared/limits';
import type { Db, Tx } from '../../db/client.ts';
import { scoreConflicts, scoreEntries, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { ChangeNotifier } from '../../platform/change-bus.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { conflictSnapshot, rejectedEdit, sheetOfRejected } from './conflict-snapshot.ts';
import type { EntryRecord } from './repository.ts';
import { choiceAllowed, judgeState } from './judge-state.ts';
import type { ConflictRecord, ConflictRow } from './records.ts';
import { lockMapping, sameSheet, scoreProblems, withDeductions, writeSheet } from './sheet.ts';

/**
 * Conflicts are bounded: the newest 20 per (event, vehicle, judge) are kept. A sheet has one
 * judge, who edits it a handful of times; 20 holds every real disagreement between their tablets,
 * while a tablet replaying a queue (or a judge's script) cannot grow the table without end.
 */
export const CONFLICTS_KEPT_PER_ENTRY = 20;

const ALREADY_RESOLVED = 'This conflict is already resolved.';
const cannotApply = (why: string) => new HttpError(409, { detail: `This edit cannot be applied: ${why}` });

/**
 * Records an edit the server did not apply. The same edit again (same device, time and sheet: a
 * replay) is recorded once; past the cap the oldest go. Runs under the judge's mapping lock, so
 * parallel replays cannot both find "not recorded yet" or both trim.
 */
export async function recordConflict(tx: Tx, record: ConflictRecord): Promise<void> {
  const key = and(
    eq(scoreConflicts.eventId, record.eventId),
    eq(scoreConflicts.vehicleId, record.vehicleId),
    eq(scoreConflicts.judgeId, record.judgeId),
  );
  const alike = await tx
    .select({ rejected: scoreConflicts.rejected })
    .from(scoreConflicts)
    .where(and(key, eq(scoreConflicts.rejectedEditedAt, record.rejectedAt), eq(scoreConflicts.deviceId, record.deviceId)));
  if (alike.some((row) => sameSheet(sheetOfRejected(row.rejected), record.sheet))) return;
  const rejected = rejectedEdit(record);
  await tx.insert(scoreConflicts).values({
    eventId: record.eventId,
    vehicleId: record.vehicleId,
    judgeId: record.judgeId,
    rejected,
    rejectedEditedAt: record.rejectedAt,
    keptEditedAt: record.keptAt,
    deviceId: record.deviceId,
  });
  const newest = tx
    .select({ id: scoreConflicts.id })
    .from(scoreConflicts)
    .where(key)
    .orderBy(desc(scoreConflicts.id))
    .limit(CONFLICTS_KEPT_PER_ENTRY);
  await tx.delete(scoreConflicts).where(and(key, notInArray(scoreConflicts.id, newest)));
}

/**
 * The admin makes a conflicting edit the kept sheet (PRODUCT.md "Conflicts": resolve or apply).
 * It obeys what a judge's save obeys (judge still mapped, vehicle Paid, not recused, the live
 * parameters, the judges-choice cap) and is refused with the reason otherwise. It is timed now
 * (and after the kept edit), so it is the newest edit: an older replay from a tablet loses to it.
 * Audited as the admin's, announced to the live dashboards, and the conflict marked resolved;
 * a second apply of the same conflict (say, a double click) finds it resolved and is refused.
 */
export async function applyConflict(
  db: Db,
  changes: ChangeNotifier,
  input: { conflictId: number; adminId: number; now: Date },
): Promise<EntryRecord> {
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ eventId: scoreConflicts.eventId, vehicleId: scoreConflicts.vehicleId, judgeId: scoreConflicts.judgeId })
      .from(scoreConflicts)
      .where(eq(scoreConflicts.id, input.conflictId));
    if (!peek) throw notFound();
    // The judge's lock before the conflict row, in the order a save takes them (it trims conflicts
    // under that lock): an apply and a save wait for each other and never deadlock.
    const vehicle = await lockMapping(tx, peek.judgeId, peek.eventId, peek.vehicleId);
    const [conflict] = await tx.select().from(scoreConflicts).where(eq(scoreConflicts.id, input.conflictId)).for('update');
    if (!conflict) throw notFound();
    if (conflict.resolvedAt !== null) throw new HttpError(409, { detail: ALREADY_RESOLVED });
    if (vehicle === 'unmapped') throw cannotApply('the judge no longer judges this event.');
    if (vehicle === 'no-vehicle') throw cannotApply('the vehicle is no longer a Paid vehicle of this event.');
    if (vehicle === 'off-panel') throw cannotApply('the judge no longer judges this category (off its panel).');
    const state = await judgeState(tx, peek.judgeId, peek.eventId, peek.vehicleId);
    if (state.recused) throw cannotApply('the judge stepped aside from this vehicle.');
    const { sheet, problems: deductionProblems } = withDeductions(vehicle.live, sheetOfRejected(conflict.rejected));
    const problems = [...deductionProblems, ...scoreProblems(vehicle.live, sheet.scores)];
    if (problems.length > 0) throw cannotApply(problems.join(' '));
    const { existing } = state;
    if (sheet.topChoice && !existing?.topChoice && !choiceAllowed(state)) {
      throw cannotApply(`the judge already has ${LIMITS.maxJudgesChoices} other judges choices at this event.`);
    }
    const afterKept = existing ? existing.editedAt.getTime() + 1 : 0;
    const entry = await writeSheet(tx, changes, {
      eventId: peek.eventId,
      vehicleId: peek.vehicleId,
      judgeId: peek.judgeId,
      actorId: input.adminId,
      existing,
      sheet,
      live: vehicle.live,
      editedAt: new Date(Math.max(input.now.getTime(), afterKept)),
      deviceId: conflict.deviceId,
      note: { appliedConflictId: conflict.id },
    });
    const [after] = await tx.update(scoreConflicts).set({ resolvedAt: input.now }).where(eq(scoreConflicts.id, conflict.id)).returning();
    await audit(tx, {
      userId: input.adminId,
      action: 'update',
      entity: 'score-conflict',
      entityId: conflict.id,
      before: conflictSnapshot(conflict),
      after: after && conflictSnapshot(after, { scoreId: entry.id }),
    });
    return entry;
  });
}

const withJudgeName = (q: Pick<Db, 'select'>) =>
  q
    .select({ conflict: scoreConflicts, judgeName: users.fullName, keptFromPaper: scoreEntries.fromPaper })
    .from(scoreConflicts)
    .innerJoin(users, eq(users.id, scoreConflicts.judgeId))
    .leftJoin(
      scoreEntries,
      and(
        eq(scoreEntries.eventId, scoreConflicts.eventId),
        eq(scoreEntries.vehicleId, scoreConflicts.vehicleId),
        eq(scoreEntries.judgeId, scoreConflicts.judgeId),
      ),
    );
const flat = (row: { conflict: typeof scoreConflicts.$inferSelect; judgeName: string; keptFromPaper: boolean | null }): ConflictRow => ({
  ...row.conflict,
  judgeName: row.judgeName,
  keptFromPaper: row.keptFromPaper ?? false,
});

/** The conflicts of an event (or of every event), newest first. */
export async function listConflicts(db: Db, eventId?: number): Promise<ConflictRow[]> {
  const rows = await withJudgeName(db)
    .where(eventId === undefined ? undefined : eq(scoreConflicts.eventId, eventId))
    .orderBy(desc(scoreConflicts.receivedAt), desc(scoreConflicts.id));
  return rows.map(flat);
}

/** Marks a conflict resolved (keeping the first time it was) or open again, audited as the admin's; 404 when unknown. */
export async function markResolved(db: Db, input: { conflictId: number; resolved: boolean; adminId: number }): Promise<ConflictRow> {
  return db.transaction(async (tx) => {
    const id = input.conflictId;
    const [before] = await tx.select().from(scoreConflicts).where(eq(scoreConflicts.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(scoreConflicts)
      .set({ resolvedAt: input.resolved ? sql`coalesce(${scoreConflicts.resolvedAt}, now())` : null })
      .where(eq(scoreConflicts.id, id))
      .returning();
    await audit(tx, {
      userId: input.adminId,
      action: 'update',
      entity: 'score-conflict',
      entityId: id,
      before: conflictSnapshot(before),
      after: after && conflictSnapshot(after),
    });
    const [row] = await withJudgeName(tx).where(eq(scoreConflicts.id, id));
    if (!row) throw new Error('conflict vanished inside its own transaction');
    return flat(row);
  });
}
