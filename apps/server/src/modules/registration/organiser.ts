import { eq } from 'drizzle-orm';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import { placesLeft } from '@showgrid/shared/registration-rules';
import { REGISTRATION_STATUSES } from '@showgrid/shared/schemas/registration';
import type { EntriesMoney } from '@showgrid/shared/schemas/entries';
import type { Db, Tx } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { eventsRepository } from '../events/repository.ts';
import { deleteVehicle } from '../vehicles/service.ts';
import { changeEntry, EntryChanges, type EntryChangeDeps } from './entry-changes.ts';
import { changeEntryVehicle, madeVehicleOf } from './entry-vehicle.ts';
import { noticeOf, type EntryNotify } from './entry-notices.ts';
import type { EntryMailContext } from './entrant-mail.ts';
import { OFFER_HOURS } from './places.ts';
import type { RegistrationRecord, RegistrationStatus } from './records.ts';
import { registrationsRepository as repo, type RegistrationChange } from './repository.ts';
import { NOT_A_CLASS, REGISTRATION_NOT_FOUND } from './service.ts';
import type { PaymentGateway } from './stripe-gateway.ts';
import { settleWaitingList } from './waitlist.ts';

export const NOT_PENDING = 'This entry is not waiting for approval.';
export const NOT_WAITLISTED = 'This entry is not on the waiting list.';
export const ALREADY_ENDED = 'This entry is withdrawn or rejected already.';
export const NOTHING_TO_RESEND = 'Only a confirmed entry’s confirmation or an offered entry’s offer can be sent again.';
export const NOT_TO_REFUND = 'Only a paid entry that no longer stands, and is not refunded yet, can be marked refunded.';
export const RESEND_FAILED = 'The mail server did not take the message. Try again in a moment.';

const STANDING: readonly RegistrationStatus[] = ['pending-approval', 'awaiting-payment', 'confirmed', 'offered'];
const ENDED: readonly RegistrationStatus[] = ['withdrawn', 'rejected'];

interface OrganiserDeps extends EntryChangeDeps {
  db: Db;
  /** Stripe, when set up: a rejected entry's open checkout is closed. */
  gateway: PaymentGateway | null;
  log: { warn: (details: object, message: string) => void };
  notify: EntryNotify;
  mailer: Mailer;
  timeZone: string;
}

const noMoney = (): EntriesMoney => ({
  intPaidOnlineCents: 0,
  intPaidGateCents: 0,
  intUnpaidCents: 0,
  intRefundDueCents: 0,
  intRefundedCents: 0,
});

/** Adds one group of entries (same class, status and payment) to a money summary. */
function addMoney(
  money: EntriesMoney,
  row: { status: RegistrationStatus; paidVia: string | null; paid: boolean; refunded: boolean; amountCents: number },
) {
  if (row.refunded) money.intRefundedCents += row.amountCents;
  else if (!row.paid) {
    if (STANDING.includes(row.status)) money.intUnpaidCents += row.amountCents;
  } else {
    if (row.paidVia === 'online') money.intPaidOnlineCents += row.amountCents;
    else money.intPaidGateCents += row.amountCents;
    if (!STANDING.includes(row.status)) money.intRefundDueCents += row.amountCents;
  }
}

/**
 * The organiser's decisions on an event's entries (issue 31). Each runs under the event's row
 * lock, like every change of an entry, is audited with the organiser as its actor, settles the
 * waiting list where a place may have come free, and is mailed once it commits.
 */
export function createOrganiserEntries({ db, gateway, log, notify, mailer, timeZone, ...deps }: OrganiserDeps) {
  const mailContext: EntryMailContext = { link: (pathname) => mailer.link(pathname), timeZone };

  /** Runs a decision on one entry of the event under its lock; answers the entry after it. */
  async function decide(
    eventId: number,
    id: number,
    act: (tx: Tx, entry: RegistrationRecord, changes: EntryChanges) => Promise<RegistrationRecord>,
  ): Promise<RegistrationRecord> {
    const changes = new EntryChanges();
    const after = await db.transaction(async (tx) => {
      const event = await eventsRepository.lock(tx, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const entry = await repo.find(tx, id);
      if (!entry || entry.eventId !== eventId) throw notFound(REGISTRATION_NOT_FOUND);
      const decided = await act(tx, entry, changes);
      changes.push(decided, entry.status);
      await settleWaitingList(tx, event, deps.now(), deps, changes);
      return decided;
    });
    await notify(changes.transitions);
    return after;
  }

  const change = (tx: Tx, entry: RegistrationRecord, set: RegistrationChange, actorId: number) =>
    changeEntry(tx, entry, set, deps, actorId);
  const offerUntil = () => new Date(deps.now().getTime() + OFFER_HOURS * 3_600_000);

  return {
    async list(eventId: number, filter: { status?: RegistrationStatus; categoryId?: number }) {
      if (!(await eventsRepository.exists(db, eventId))) throw notFound(EVENT_NOT_FOUND);
      const records = await repo.ofEvent(db, eventId, filter);
      return { records, positions: await repo.waitlistPositions(db, [eventId]) };
    },

    async summary(eventId: number) {
      const event = await eventsRepository.find(db, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const settings = event.registration;
      const held = await repo.heldPlaces(db, eventId, deps.now());
      const rows = await repo.moneyRows(db, eventId);
      const total = noMoney();
      const classIds = [...new Set([...settings.classes.map((c) => c.categoryId), ...rows.map((r) => r.categoryId)])];
      const classes = classIds.map((categoryId) => {
        const cap = settings.classes.find((c) => c.categoryId === categoryId)?.cap ?? null;
        const counts = Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, 0]));
        const money = noMoney();
        for (const row of rows.filter((r) => r.categoryId === categoryId)) {
          counts[row.status] = (counts[row.status] ?? 0) + Number(row.entries);
          addMoney(money, { ...row, amountCents: Number(row.amountCents) });
          addMoney(total, { ...row, amountCents: Number(row.amountCents) });
        }
        const classHeld = held.byClass.get(categoryId) ?? 0;
        return {
          intCategoryId: categoryId,
          strCategoryName: event.categories.find((c) => c.id === categoryId)?.name ?? '',
          intCap: cap,
          intHeld: classHeld,
          intPlacesLeft: placesLeft(cap, classHeld),
          objCounts: counts,
          objMoney: money,
        };
      });
      return {
        intEventId: eventId,
        strCurrency: settings.currency,
        intEventCap: settings.eventCap,
        intHeld: held.event,
        intPlacesLeft: placesLeft(settings.eventCap, held.event),
        arrClasses: classes,
        objMoney: total,
      };
    },

    /** Approved: confirmed when nothing is owed online; otherwise offered, to take and pay within OFFER_HOURS. */
    approve(actorId: number, eventId: number, id: number) {
      return decide(eventId, id, async (tx, entry) => {
        if (entry.status !== 'pending-approval') throw new HttpError(409, { detail: NOT_PENDING });
        const owesOnline = entry.paymentMode === 'online' && entry.amountCents > 0 && entry.paidAt === null;
        const approvedAt = deps.now();
        return change(
          tx,
          entry,
          owesOnline ? { status: 'offered', offerExpiresAt: offerUntil(), approvedAt } : { status: 'confirmed', approvedAt },
          actorId,
        );
      });
    },

    async reject(actorId: number, eventId: number, id: number, reason: string) {
      let openCheckout: string | null = null;
      const rejected = await decide(eventId, id, async (tx, entry) => {
        if (entry.status === 'awaiting-payment') openCheckout = entry.checkoutSessionId;
        if (ENDED.includes(entry.status)) throw new HttpError(409, { detail: ALREADY_ENDED });
        const made = await madeVehicleOf(tx, entry);
        if (made !== null) await deleteVehicle(tx, made, deps, actorId);
        return change(tx, entry, { status: 'rejected', reason, vehicleId: null, holdExpiresAt: null, offerExpiresAt: null }, actorId);
      });
      // Its open payment page is closed, so nobody pays for a rejected entry (a failure: the page expires with its hold).
      if (openCheckout !== null && gateway !== null) {
        await gateway.expireCheckout(openCheckout).catch((err: unknown) => {
          log.warn({ err, registrationId: id }, 'rejected entry: its Stripe checkout could not be expired');
        });
      }
      return rejected;
    },

    move(actorId: number, eventId: number, id: number, categoryId: number) {
      return decide(eventId, id, async (tx, entry) => {
        const event = await eventsRepository.reread(tx, eventId);
        const takes =
          event.registration.classes.some((c) => c.categoryId === categoryId) && event.categories.some((c) => c.id === categoryId);
        if (!takes) throw new HttpError(400, { intCategoryId: [NOT_A_CLASS] });
        const category = event.categories.find((c) => c.id === categoryId);
        if (entry.vehicleId !== null && category) {
          // The vehicle takes the class and its vehicle type (a class's type is its parameters).
          const [row] = await tx.select({ vehicleTypeId: categories.vehicleTypeId }).from(categories).where(eq(categories.id, categoryId));
          if (row) await changeEntryVehicle(tx, entry.vehicleId, () => ({ categoryId, vehicleTypeId: row.vehicleTypeId }), actorId, deps);
        }
        return change(tx, entry, { categoryId }, actorId);
      });
    },

    offer(actorId: number, eventId: number, id: number) {
      return decide(eventId, id, async (tx, entry) => {
        if (entry.status !== 'waitlisted') throw new HttpError(409, { detail: NOT_WAITLISTED });
        return change(tx, entry, { status: 'offered', offerExpiresAt: offerUntil() }, actorId);
      });
    },

    refunded(actorId: number, eventId: number, id: number) {
      return decide(eventId, id, async (tx, entry) => {
        if (entry.paidAt === null || entry.refundedAt !== null || STANDING.includes(entry.status)) {
          throw new HttpError(409, { detail: NOT_TO_REFUND });
        }
        // Given back, it is no longer paid: an offer taken later is paid again (paidVia stays, the trail of how it was).
        return change(tx, entry, { refundedAt: deps.now(), paidAt: null }, actorId);
      });
    },

    async resend(eventId: number, id: number): Promise<RegistrationRecord> {
      const entry = await repo.find(db, id);
      if (!entry || entry.eventId !== eventId) throw notFound(REGISTRATION_NOT_FOUND);
      const message = entry.status === 'confirmed' || entry.status === 'offered' ? noticeOf({ from: null, entry }, mailContext) : null;
      if (!message) throw new HttpError(409, { detail: NOTHING_TO_RESEND });
      try {
        await mailer.send(message);
      } catch (error) {
        throw new HttpError(502, { detail: RESEND_FAILED }, {}, error);
      }
      return entry;
    },
  };
}
export type OrganiserEntries = ReturnType<typeof createOrganiserEntries>;
