import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { eventsRepository } from '../events/repository.ts';
import { changeEntry, EntryChanges, type EntryChangeDeps } from './entry-changes.ts';
import type { EntryNotify } from './entry-notices.ts';
import type { RegistrationRecord } from './records.ts';
import { registrationsRepository as repo, type RegistrationChange } from './repository.ts';
import type { PaymentGateway } from './stripe-gateway.ts';
import { settleWaitingList } from './waitlist.ts';

export const CHECKOUT_FAILED = 'The payment page could not be opened: nothing was charged. Try again in a moment.';

interface CheckoutDeps extends EntryChangeDeps {
  db: Db;
  gateway: PaymentGateway;
  notify: EntryNotify;
}

/**
 * Opens the Stripe Checkout of an entry awaiting payment, after its transaction committed: the
 * event's lock is never held across a call to Stripe. The session's expiry becomes the hold.
 * When Stripe cannot be reached the entry takes `fallback` (a new entry is withdrawn, its place
 * freed at once; a taken offer goes back to being offered) and the entrant hears 502, to try again.
 * Answers the entry as it stands with its session.
 */
export async function openEntryCheckout(
  { db, gateway, notify, ...deps }: CheckoutDeps,
  record: RegistrationRecord,
  fallback: RegistrationChange,
): Promise<RegistrationRecord> {
  if (record.holdExpiresAt === null) throw new Error(`registration ${record.id} awaits payment without a hold`);
  try {
    const opened = await gateway.openCheckout({
      registrationId: record.id,
      eventTitle: record.eventTitle,
      categoryName: record.categoryName,
      currency: record.currency,
      feeCents: record.feeCents,
      extras: record.extras,
      email: record.entrantEmail,
      expiresAt: record.holdExpiresAt,
    });
    const session = { checkoutSessionId: opened.sessionId, checkoutUrl: opened.url, holdExpiresAt: opened.expiresAt };
    await db.update(registrations).set(session).where(eq(registrations.id, record.id));
    return { ...record, ...session };
  } catch (error) {
    const changes = new EntryChanges();
    await db.transaction(async (tx) => {
      const event = await eventsRepository.lock(tx, record.eventId);
      const entry = await repo.find(tx, record.id);
      if (event && entry?.status === 'awaiting-payment' && entry.checkoutSessionId === record.checkoutSessionId) {
        changes.push(await changeEntry(tx, entry, { holdExpiresAt: null, ...fallback }, deps), entry.status);
        // A new entry withdrawn frees its place: the next waiting is offered it now.
        await settleWaitingList(tx, event, deps.now(), deps, changes);
      }
    });
    await notify(changes.transitions);
    throw new HttpError(502, { detail: CHECKOUT_FAILED }, {}, error);
  }
}
