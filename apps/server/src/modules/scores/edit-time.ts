import { and, asc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { sheetOfSnapshot, SNAPSHOT_AHEAD_KEYS, type EntryWriteNote } from './entry-snapshot.ts';
import type { Sheet } from './records.ts';
import { sameSheet } from './sheet.ts';
import type { Tx } from '../../db/client.ts';

/**
 * How far ahead of the server's clock a device's edit time is still believed: 2 minutes. Tablets
 * that take their time from the network are within a second; one set by hand, or drifting for a
 * season without network time, is off by tens of seconds, and the request itself may take a few.
 * Beyond that the clock is wrong (ADR 009: a tablet a day ahead saved a score nothing could ever
 * correct). The number also bounds the harm of a clock just inside it: a correction from a right
 * clock can lose to it only within those 2 minutes.
 */
export const MAX_CLOCK_AHEAD_MS = 2 * 60_000;

export interface EditTime {
  /** What the edit is ordered by against the kept one. */
  at: Date;
  /** The device's own stamp, when it was too far ahead to be believed. */
  aheadStamp?: string;
}

/**
 * When an edit counts as made: the device's `dtEditedAt`; the server's receipt when the client
 * sent none (a client of SPEC §7 does not), or when the stamp is further ahead than the allowance.
 */
export function editTime(sent: string | undefined, receivedAt: Date): EditTime {
  if (sent === undefined) return { at: receivedAt };
  const stamp = new Date(sent);
  if (stamp.getTime() - receivedAt.getTime() > MAX_CLOCK_AHEAD_MS) return { at: receivedAt, aheadStamp: stamp.toISOString() };
  return { at: stamp };
}

/** Kept beside the entry in its audit row when an edit was taken at server time. */
export function aheadAudit(time: EditTime, deviceId: string): EntryWriteNote | undefined {
  return time.aheadStamp === undefined ? undefined : { ahead: { stamp: time.aheadStamp, deviceId } };
}

/**
 * The time an edit stamped ahead was ordered by when the server first took it, if it took this
 * very edit (same device, same stamp, same sheet) before. Without it, every replay of that edit
 * would be taken at its own receipt, newer each time: a tablet a day ahead that re-sends its old
 * edit on each reconnect would undo every later correction. With it, the replay is the edit it
 * was, and loses to a correction made since (a conflict; the tablet adopts the correction).
 * Read from the entry's audit rows (indexed by entity and id), and only for stamps ahead.
 */
export async function firstTaken(tx: Tx, scoreId: number, stamp: string, deviceId: string, sheet: Sheet): Promise<Date | undefined> {
  const rows = await tx
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'score-entry'),
        eq(auditLog.entityId, String(scoreId)),
        sql`${auditLog.after}->>${SNAPSHOT_AHEAD_KEYS.stamp} = ${stamp}`,
        sql`${auditLog.after}->>${SNAPSHOT_AHEAD_KEYS.deviceId} = ${deviceId}`,
      ),
    )
    .orderBy(asc(auditLog.id));
  for (const row of rows) {
    const taken = sheetOfSnapshot(row.after);
    if (taken && sameSheet(taken.sheet, sheet)) return taken.editedAt;
  }
  return undefined;
}
