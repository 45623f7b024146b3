import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { eventsRepository } from '../events/repository.ts';
import { changeEntry, EntryChanges, type EntryChangeDeps } from './entry-changes.ts';
import type { EntryNotify } from './entry-notices.ts';
import { hasPlace } from './places.ts';
import type { RegistrationRecord } from './records.ts';
import { registrationsRepository as repo } from './repository.ts';
import { assertEventShape, checkoutEventOf, type CheckoutEvent, type PaymentGateway } from './stripe-gateway.ts';
import { PAYMENT_EXPIRED, settleWaitingList } from './waitlist.ts';

export const SIGNATURE_REFUSED = 'The Stripe-Signature header does not match this body, or is too old.';
export const PAID_AFTER_RELEASE =
  'Paid after the place was released: you are on the waiting list, and the organiser will offer you a place or refund you.';

/** What a webhook call did: for the log and the tests; Stripe hears 200 for each. */
export type PaymentOutcome = 'confirmed' | 'paid-waitlisted' | 'paid' | 'released' | 'replayed' | 'ignored';

interface PaymentDeps extends EntryChangeDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Tells entrants of their entries' changes, once the transaction committed. */
  notify: EntryNotify;
}

/**
 * Stripe's webhook (issue 31, ADR 040): a verified checkout event pays or releases its entry,
 * exactly once. The event's id is recorded in the same transaction as its effect, so a retry or
 * a replay (however many at once) finds it and changes nothing; the entry changes under its
 * event's row lock, like every entry.
 */
export function createPaymentService({ db, gateway, notify, ...deps }: PaymentDeps) {
  /** A paid checkout: the entry is confirmed if it still has its place (or one is free), else it waits, paid. */
  async function paid(tx: Tx, entry: RegistrationRecord, at: Date, changes: EntryChanges): Promise<PaymentOutcome> {
    if (entry.paidAt !== null) return 'ignored';
    const payment = { paidAt: at, paidVia: 'online', holdExpiresAt: null, refundedAt: null };
    const holding = entry.status === 'awaiting-payment' && entry.holdExpiresAt !== null && entry.holdExpiresAt > at;
    const released = entry.status === 'awaiting-payment' || (entry.status === 'withdrawn' && entry.reason === PAYMENT_EXPIRED);
    if (!holding && !released) {
      // Withdrawn or rejected meanwhile: the money is recorded (the organiser's summary shows it to refund).
      await changeEntry(tx, entry, payment, deps);
      return 'paid';
    }
    if (!holding) {
      const event = await eventsRepository.reread(tx, entry.eventId);
      const settings = event.registration;
      const entered = settings.classes.find((c) => c.categoryId === entry.categoryId) ?? {
        categoryId: entry.categoryId,
        feeCents: entry.feeCents,
        earlyFeeCents: null,
        cap: null,
      };
      if (!hasPlace(settings, entered, await repo.heldPlaces(tx, entry.eventId, at))) {
        changes.push(await changeEntry(tx, entry, { ...payment, status: 'waitlisted', reason: PAID_AFTER_RELEASE }, deps), entry.status);
        return 'paid-waitlisted';
      }
    }
    changes.push(await changeEntry(tx, entry, { ...payment, status: 'confirmed', reason: '' }, deps), entry.status);
    return 'confirmed';
  }

  async function apply(tx: Tx, checkout: CheckoutEvent, at: Date, changes: EntryChanges): Promise<PaymentOutcome> {
    if (checkout.registrationId === null) return 'ignored';
    const found = await repo.find(tx, checkout.registrationId);
    // Only the entry's own session counts: an older checkout of the same entry is history.
    if (!found || found.checkoutSessionId !== checkout.sessionId) return 'ignored';
    const event = await eventsRepository.lock(tx, found.eventId);
    const entry = await repo.find(tx, found.id);
    if (!event || !entry) return 'ignored';
    if (checkout.type === 'checkout.session.expired') {
      if (entry.status !== 'awaiting-payment') return 'ignored';
      changes.push(await changeEntry(tx, entry, { status: 'withdrawn', holdExpiresAt: null, reason: PAYMENT_EXPIRED }, deps), entry.status);
      await settleWaitingList(tx, event, at, deps, changes);
      return 'released';
    }
    // completed with a delayed method (a bank debit): async_payment_succeeded follows when it clears.
    if (!checkout.paid) return 'ignored';
    return paid(tx, entry, at, changes);
  }

  return {
    /** A webhook's raw body and signature: 400 (nothing changed) when the signature is forged or stale. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<PaymentOutcome> {
      const at = deps.now();
      const event = gateway.verify(rawBody, signature, at);
      if (!event) throw new HttpError(400, { detail: SIGNATURE_REFUSED });
      assertEventShape(event);
      const checkout = checkoutEventOf(event);
      const changes = new EntryChanges();
      const outcome = await db.transaction(async (tx) => {
        if (!(await repo.firstSight(tx, event.id, event.type, at))) return 'replayed';
        return checkout ? apply(tx, checkout, at, changes) : 'ignored';
      });
      await notify(changes.transitions);
      return outcome;
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
