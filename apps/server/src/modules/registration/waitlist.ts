import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { english, type I18n } from '@showgrid/shared/i18n/translate';
import type { Db, Tx } from '../../db/client.ts';
import { ENGLISH } from '../../lib/i18n.ts';
import { events, registrations } from '../../db/schema/index.ts';
import type { EventRecord } from '../events/records.ts';
import { changeEntry, type EntryChangeDeps, type EntryChanges } from './entry-changes.ts';
import { hasPlace, OFFER_HOURS } from './places.ts';
import { registrationsRepository as repo } from './repository.ts';

export const PAYMENT_EXPIRED = english(/*i18n*/ { id: 'The payment was not made in time, so the place was released.' });
/** Why a lapsed offer's place went on, in a reader's language (the entry keeps the English: OFFER_LAPSED). */
export const offerLapsed = (i18n: I18n): string =>
  i18n._(
    /*i18n*/ {
      id: 'The offered place was not taken within {hours, plural, one {# hour} other {# hours}}, so it went to the next on the waiting list.',
      values: { hours: OFFER_HOURS },
    },
  );
export const OFFER_LAPSED = offerLapsed(ENGLISH);

/**
 * The waiting list (issue 31): under the event's row lock (the caller's), holds and offers that
 * have lapsed are withdrawn, then every place free now is offered to the waiting entries in
 * arrival order, each offer standing OFFER_HOURS. Run before a new entry counts the places (so
 * nobody jumps the queue), after a place is freed, and by the sweep. The offers and releases it
 * makes are collected in `changes`, to be mailed once the transaction commits.
 */
export async function settleWaitingList(tx: Tx, event: EventRecord, at: Date, deps: EntryChangeDeps, changes: EntryChanges): Promise<void> {
  const entries = await repo.unsettled(tx, event.id, at);
  for (const entry of entries) {
    if (entry.status === 'awaiting-payment' && entry.holdExpiresAt !== null && entry.holdExpiresAt <= at) {
      changes.push(await changeEntry(tx, entry, { status: 'withdrawn', holdExpiresAt: null, reason: PAYMENT_EXPIRED }, deps), entry.status);
    } else if (entry.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt <= at) {
      changes.push(await changeEntry(tx, entry, { status: 'withdrawn', offerExpiresAt: null, reason: OFFER_LAPSED }, deps), entry.status);
    }
  }
  const waiting = entries.filter((entry) => entry.status === 'waitlisted');
  if (waiting.length === 0) return;
  const held = await repo.heldPlaces(tx, event.id, at);
  const settings = event.registration;
  for (const entry of waiting) {
    const entered = settings.classes.find((c) => c.categoryId === entry.categoryId);
    // A class the organiser took out of registration offers nothing; its entries wait.
    if (!entered || !hasPlace(settings, entered, held)) continue;
    const offered = await changeEntry(
      tx,
      entry,
      { status: 'offered', offerExpiresAt: new Date(at.getTime() + OFFER_HOURS * 3_600_000) },
      deps,
    );
    changes.push(offered, entry.status);
    held.event += 1;
    held.byClass.set(entry.categoryId, (held.byClass.get(entry.categoryId) ?? 0) + 1);
  }
}

/**
 * The sweep's work at `at`: events with a hold or an offer that has lapsed, and events not yet
 * started with entries waiting (a place may have come free without an entry changing: the
 * organiser raised a cap).
 */
export async function eventsWithLapsedPlaces(db: Db, at: Date): Promise<number[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const rows = await db
    .selectDistinct({ eventId: registrations.eventId })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      or(
        and(eq(registrations.status, 'awaiting-payment'), lte(registrations.holdExpiresAt, now)),
        and(eq(registrations.status, 'offered'), lte(registrations.offerExpiresAt, now)),
        and(eq(registrations.status, 'waitlisted'), gt(events.startsAt, now)),
      ),
    );
  return rows.map((row) => row.eventId);
}
