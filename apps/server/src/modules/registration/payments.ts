import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { eventsRepository } from '../events/repository.ts';
import { changeEntry, type EntryChangeDeps } from './entry-changes.ts';
import { hasPlace } from './places.ts';
import type { RegistrationRecord } from './records.ts';
import { registrationsRepository as repo } from './repository.ts';
import { checkoutEventOf, type CheckoutEvent, type PaymentGateway } from './stripe-gateway.ts';

export const SIGNATURE_REFUSED = 'The Stripe-Signature header does not match this body, or is too old.';
export const PAYMENT_EXPIRED = 'The payment was not made in time, so the place was released.';
export const PAID_AFTER_RELEASE =
  'Paid after the place was released: you are on the waiting list, and the organiser will offer you a place or refund you.';

/** What a webhook call did: for the log and the tests; Stripe hears 200 for each. */
export type PaymentOutcome = 'confirmed' | 'paid-waitlisted' | 'paid' | 'released' | 'replayed' | 'ignored';

interface PaymentDeps extends EntryChangeDeps {
  db: Db;
  gateway: PaymentGateway;
  /** After a place is freed (under the event's lock): the waiting list's next is offered it. */
  onPlaceFreed: (tx: Tx, eventId: number) => Promise<void>;
}

/**
 * Stripe's webhook (issue 31, ADR 040): a verified checkout event pays or releases its entry,
 * exactly once. The event's id is recorded in the same transaction as its effect, so a retry or
 * a replay (however many at once) finds it and changes nothing; the entry changes under its
 * event's row lock, like every entry.
 */
export function createPaymentService({ db, gateway, onPlaceFreed, ...deps }: PaymentDeps) {
  /** A paid checkout: the entry is confirmed if it still has its place (or one is free), else it waits, paid. */
  async function paid(tx: Tx, entry: RegistrationRecord, at: Date): Promise<PaymentOutcome> {
    if (entry.paidAt !== null) return 'ignored';
    const payment = { paidAt: at, paidVia: 'online', holdExpiresAt: null };
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
        await changeEntry(tx, entry, { ...payment, status: 'waitlisted', reason: PAID_AFTER_RELEASE }, deps);
        return 'paid-waitlisted';
      }
    }
    await changeEntry(tx, entry, { ...payment, status: 'confirmed', reason: '' }, deps);
    return 'confirmed';
  }

  async function apply(tx: Tx, checkout: CheckoutEvent, at: Date): Promise<PaymentOutcome> {
    if (checkout.registrationId === null) return 'ignored';
    const found = await repo.find(tx, checkout.registrationId);
    // Only the entry's own session counts: an older checkout of the same entry is history.
    if (!found || found.checkoutSessionId !== checkout.sessionId) return 'ignored';
    await eventsRepository.lock(tx, found.eventId);
    const entry = await repo.find(tx, found.id);
    if (!entry) return 'ignored';
    if (checkout.type === 'checkout.session.expired') {
      if (entry.status !== 'awaiting-payment') return 'ignored';
      await changeEntry(tx, entry, { status: 'withdrawn', holdExpiresAt: null, reason: PAYMENT_EXPIRED }, deps);
      await onPlaceFreed(tx, entry.eventId);
      return 'released';
    }
    // completed with a delayed method (a bank debit): async_payment_succeeded follows when it clears.
    if (!checkout.paid) return 'ignored';
    return paid(tx, entry, at);
  }

  return {
    /** A webhook's raw body and signature: 400 (nothing changed) when the signature is forged or stale. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<PaymentOutcome> {
      const at = deps.now();
      const event = gateway.verify(rawBody, signature, at);
      if (!event) throw new HttpError(400, { detail: SIGNATURE_REFUSED });
      const checkout = checkoutEventOf(event);
      return db.transaction(async (tx) => {
        if (!(await repo.firstSight(tx, event.id, event.type, at))) return 'replayed';
        return checkout ? apply(tx, checkout, at) : 'ignored';
      });
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
