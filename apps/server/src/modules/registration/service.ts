import { and, eq, notInArray, sql } from 'drizzle-orm';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import { english } from '@showgrid/shared/i18n/english';
import { feeAt, registrationState, type RegistrationSettings } from '@showgrid/shared/registration-rules';
import { REGISTRATION_LIMITS, type PaymentMode } from '@showgrid/shared/schemas/registration';
import type { Db, Tx } from '../../db/client.ts';
import { registrations } from '../../db/schema/index.ts';
import { HttpError, notFound, said, type Said } from '../../lib/http-errors.ts';
import { ENGLISH } from '../../lib/i18n.ts';
import { createKeyedSerial } from '../../lib/keyed-serial.ts';
import { decodeBase64Image, processImage, type StoredImage } from '../../lib/images.ts';
import { audit } from '../../platform/audit.ts';
import { eventsRepository } from '../events/repository.ts';
import type { MediaRepository } from '../media/repository.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import type { VehiclesRepository } from '../vehicles/repository.ts';
import { samePlate } from '../vehicles/rules.ts';
import { CHECKOUT_FAILED, openEntryCheckout } from './checkout.ts';
import { changeEntry, EntryChanges } from './entry-changes.ts';
import type { EntryNotify } from './entry-notices.ts';
import { vehicleOfEntry, vehicleWithPlate } from './entry-vehicle.ts';
import { hasPlace, statusOnEntry } from './places.ts';
import type { BoughtExtra, RegistrationInput, RegistrationRecord } from './records.ts';
import { registrationSnapshot } from './registration-snapshot.ts';
import { registrationsRepository as repo } from './repository.ts';
import type { PaymentGateway } from './stripe-gateway.ts';
import { eventsWithLapsedPlaces, settleWaitingList } from './waitlist.ts';

export const REGISTRATION_NOT_OPEN = english(/*i18n*/ { id: 'Registration is not open for this event.' });
export const NOT_A_CLASS = english(/*i18n*/ { id: 'This class takes no entries.' });
export const NO_ONLINE_PAYMENT = english(/*i18n*/ { id: 'Paying online is not available for this event: choose to pay at the gate.' });
export const NO_SUCH_PAYMENT_MODE = english(/*i18n*/ { id: 'This event does not take that way to pay.' });
/** An extra refused, in the asker's language (the name is the organiser's, as typed). */
const unknownExtra = (name: string) => said((i18n) => i18n._(/*i18n*/ { id: 'There is no extra called "{name}".', values: { name } }));
const tooManyOfExtra = (name: string, max: number) =>
  said((i18n) => i18n._(/*i18n*/ { id: 'At most {max} of "{name}" per entry.', values: { name, max } }));
export const UNKNOWN_EXTRA = (name: string) => unknownExtra(name).say(ENGLISH);
export const TOO_MANY_OF_EXTRA = (name: string, max: number) => tooManyOfExtra(name, max).say(ENGLISH);
export const ALREADY_ENTERED = english(/*i18n*/ { id: 'This car is already entered at this event.' });
const totalTooHigh = said((i18n) =>
  i18n._(
    /*i18n*/ {
      id: 'An entry costs at most {max} in all (minor units): take fewer extras.',
      values: { max: String(REGISTRATION_LIMITS.moneyMax) },
    },
  ),
);
const tooManyEntries = said((i18n) =>
  i18n._(
    /*i18n*/ {
      id: 'One e-mail address enters at most {max} cars at a show: ask the organiser for more.',
      values: { max: REGISTRATION_LIMITS.entriesPerEntrant },
    },
  ),
);
export const TOTAL_TOO_HIGH = totalTooHigh.say(ENGLISH);
export const TOO_MANY_ENTRIES = tooManyEntries.say(ENGLISH);
export const NO_OFFER_STANDING = english(/*i18n*/ { id: 'No place is offered to this entry now.' });

interface RegistrationDeps {
  db: Db;
  media: MediaRepository;
  now: () => Date;
  /** Stripe, when this server has its keys (null: entrants pay at the gate only). */
  gateway: PaymentGateway | null;
  /** Confirmed entries become vehicles: read back for the audit, announced to the live dashboards. */
  vehicles: VehiclesRepository;
  onChange: ChangeHook;
  /** Tells entrants of their entries' changes, once the transaction committed. */
  notify: EntryNotify;
}

/** The extras bought, priced from the settings: 400 naming what is unknown or over its limit. */
function priceExtras(settings: RegistrationSettings, wanted: RegistrationInput['extras']): BoughtExtra[] {
  const problems: Said[] = [];
  const bought = wanted.flatMap(({ name, quantity }) => {
    const extra = settings.extras.find((e) => e.name.toLowerCase() === name.toLowerCase());
    if (!extra) return (problems.push(unknownExtra(name)), []);
    if (quantity > extra.maxPerEntry) return (problems.push(tooManyOfExtra(extra.name, extra.maxPerEntry)), []);
    return [{ name: extra.name, priceCents: extra.priceCents, quantity }];
  });
  if (problems.length > 0) throw new HttpError(400, { arrExtras: problems });
  return bought;
}

/** The ways to pay this entry may use: the event's, less online when this server cannot take it. */
export const paymentModesOffered = (settings: RegistrationSettings, onlinePayments: boolean): PaymentMode[] =>
  settings.paymentModes.filter((mode) => mode !== 'online' || onlinePayments);

/** Entrants' entries (issue 31): a place under the caps, or the waiting list, in arrival order. */
export function createRegistrationService({ db, media, now, gateway, vehicles: vehiclesRepo, onChange, notify }: RegistrationDeps) {
  const onlinePayments = gateway !== null;
  const changeDeps = { now, vehicles: vehiclesRepo, onChange };
  // One event's entries wait for its lock here, not in the connection pool (a burst of 200 for one
  // show held 9 of the pool's 10 connections waiting: the benchmark of docs/benchmarks.md).
  const byEvent = createKeyedSerial<number>();
  const checkoutDeps = gateway && { db, gateway, notify, ...changeDeps };

  async function readPhotos(photos: readonly string[]): Promise<StoredImage[]> {
    // One at a time: sharp works off the event loop, and three at once would hold three decodes in memory.
    const stored: StoredImage[] = [];
    for (const photo of photos) stored.push(await processImage(decodeBase64Image(photo, 'arrPhotos'), 'arrPhotos', 'photo'));
    return stored;
  }

  /** A car of the same registration at the event (an entry still standing, or a vehicle the organiser typed). */
  async function alreadyEntered(tx: Tx, eventId: number, registrationNo: string): Promise<boolean> {
    const [entry] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, eventId),
          samePlate(sql`${registrations.registrationNo}`, registrationNo),
          notInArray(registrations.status, ['withdrawn', 'rejected']),
        ),
      )
      .limit(1);
    if (entry) return true;
    return (await vehicleWithPlate(tx, eventId, registrationNo)) !== undefined;
  }

  return {
    /**
     * Enters a car. Under the event's row lock: the places held are counted and the entry takes
     * one or joins the waiting list in one transaction, so a burst never fills a place twice and
     * the arrival order is the order of the lock (and of the ids).
     */
    async register(entrantId: number, input: RegistrationInput): Promise<RegistrationRecord> {
      const photos = await readPhotos(input.photos);
      const changes = new EntryChanges();
      const record = await byEvent.run(input.eventId, () =>
        db.transaction(async (tx) => {
          const event = await eventsRepository.lock(tx, input.eventId);
          if (!event) throw notFound(EVENT_NOT_FOUND);
          const settings = event.registration;
          const at = now();
          if (registrationState(settings, at, event.startsAt) !== 'open') throw new HttpError(400, { intEventId: [REGISTRATION_NOT_OPEN] });
          const entered = settings.classes.find((c) => c.categoryId === input.categoryId);
          if (!entered || !event.categories.some((c) => c.id === input.categoryId)) {
            throw new HttpError(400, { intCategoryId: [NOT_A_CLASS] });
          }
          if (!settings.paymentModes.includes(input.paymentMode)) throw new HttpError(400, { strPaymentMode: [NO_SUCH_PAYMENT_MODE] });
          if (!paymentModesOffered(settings, onlinePayments).includes(input.paymentMode)) {
            throw new HttpError(400, { strPaymentMode: [NO_ONLINE_PAYMENT] });
          }
          const extras = priceExtras(settings, input.extras);
          if ((await repo.standingOfEntrant(tx, event.id, entrantId)) >= REGISTRATION_LIMITS.entriesPerEntrant) {
            throw new HttpError(400, { intEventId: [tooManyEntries] });
          }
          if (await alreadyEntered(tx, event.id, input.fields.registrationNo)) {
            throw new HttpError(400, { strRegistrationNo: [ALREADY_ENTERED] });
          }
          // A place freed since (a lapsed hold or offer) goes to the waiting list first: nobody jumps the queue.
          await settleWaitingList(tx, event, at, changeDeps, changes);
          const fee = feeAt(settings, entered, at);
          const amount = fee + extras.reduce((sum, e) => sum + e.priceCents * e.quantity, 0);
          if (amount > REGISTRATION_LIMITS.moneyMax) throw new HttpError(400, { arrExtras: [totalTooHigh] });
          const held = await repo.heldPlaces(tx, event.id, at);
          const entry = statusOnEntry({
            hasPlace: hasPlace(settings, entered, held),
            approval: settings.approval,
            paymentMode: input.paymentMode,
            amountCents: amount,
            now: at,
          });
          const newId = await repo.insert(tx, {
            eventId: event.id,
            entrantId,
            categoryId: entered.categoryId,
            status: entry.status,
            ...input.fields,
            paymentMode: input.paymentMode,
            extras,
            currency: settings.currency,
            feeCents: fee,
            amountCents: amount,
            holdExpiresAt: entry.holdExpiresAt,
            locale: input.locale ?? null,
            createdAt: at,
            updatedAt: at,
          });
          const photoIds: string[] = [];
          for (const photo of photos) photoIds.push(await media.save(photo, tx));
          await repo.addPhotos(tx, newId, photoIds);
          const created = await repo.ofEntrant(tx, entrantId, newId);
          if (!created) throw new Error(`registration ${newId} vanished inside its own transaction`);
          await audit(tx, {
            userId: null,
            action: 'create',
            entity: 'registration',
            entityId: newId,
            after: registrationSnapshot(created),
          });
          if (created.status !== 'confirmed') return created;
          // Confirmed at once (at the gate, or free): the car is the event's now, under the same lock.
          await vehicleOfEntry(tx, created, changeDeps);
          // Read again: the entry has its vehicle now, whose card id the confirmation mail carries.
          const confirmed = await repo.ofEntrant(tx, entrantId, newId);
          if (!confirmed) throw new Error(`registration ${newId} vanished inside its own transaction`);
          return confirmed;
        }),
      );
      changes.push(record, null);
      await notify(changes.transitions);
      if (record.status !== 'awaiting-payment' || checkoutDeps === null) return record;
      return openEntryCheckout(checkoutDeps, record, { status: 'withdrawn', reason: CHECKOUT_FAILED });
    },

    /**
     * Takes a place offered from the waiting list, while the offer stands: confirmed (paying at
     * the gate, owing nothing, or paid already), the organiser's approval first where the event
     * asks for it, or held while the entrant pays online.
     */
    async acceptOffer(entrantId: number, id: number): Promise<RegistrationRecord> {
      const changes = new EntryChanges();
      const accepted = await db.transaction(async (tx) => {
        const found = await repo.ofEntrant(tx, entrantId, id);
        if (!found) throw notFound(REGISTRATION_NOT_FOUND);
        const event = await eventsRepository.lock(tx, found.eventId);
        const entry = await repo.find(tx, id);
        if (!event || !entry) throw notFound(REGISTRATION_NOT_FOUND);
        const at = now();
        if (entry.status !== 'offered' || entry.offerExpiresAt === null || entry.offerExpiresAt <= at) {
          throw new HttpError(409, { detail: NO_OFFER_STANDING });
        }
        const status = statusOnEntry({
          hasPlace: true,
          // Approved once is approved: an offer the organiser's approval made is taken without asking again.
          approval: event.registration.approval && entry.approvedAt === null,
          paymentMode: entry.paymentMode,
          amountCents: entry.paidAt === null ? entry.amountCents : 0,
          now: at,
        });
        const after = await changeEntry(tx, entry, { ...status, offerExpiresAt: null, reason: '' }, changeDeps);
        changes.push(after, entry.status);
        return { after, offerExpiresAt: entry.offerExpiresAt };
      });
      await notify(changes.transitions);
      if (accepted.after.status !== 'awaiting-payment' || checkoutDeps === null) return this.ofEntrant(entrantId, id);
      // Stripe down: the offer stands again as it stood, until its own deadline.
      await openEntryCheckout(checkoutDeps, accepted.after, { status: 'offered', offerExpiresAt: accepted.offerExpiresAt });
      return this.ofEntrant(entrantId, id);
    },

    /**
     * The sweep (every minute, off the request path): each event with a hold or an offer that
     * has lapsed is settled under its lock, so a freed place is offered to the next in line
     * without waiting for the next entry to arrive.
     */
    async sweepLapsedPlaces(): Promise<void> {
      for (const eventId of await eventsWithLapsedPlaces(db, now())) {
        const changes = new EntryChanges();
        await db.transaction(async (tx) => {
          const event = await eventsRepository.lock(tx, eventId);
          if (event) await settleWaitingList(tx, event, now(), changeDeps, changes);
        });
        await notify(changes.transitions);
      }
    },

    async listOfEntrant(entrantId: number): Promise<RegistrationRecord[]> {
      return repo.listOfEntrant(db, entrantId);
    },

    /** One of the entrant's own entries; anyone else's is not there (404). */
    async ofEntrant(entrantId: number, id: number): Promise<RegistrationRecord> {
      const record = await repo.ofEntrant(db, entrantId, id);
      if (!record) throw notFound(REGISTRATION_NOT_FOUND);
      return record;
    },

    /** How many waiting entries of its class are ahead of a waitlisted one (arrival order). */
    async waitlistPosition(record: RegistrationRecord): Promise<number | null> {
      if (record.status !== 'waitlisted') return null;
      return repo.waitingAhead(db, record.eventId, record.categoryId, record.id);
    },

    /** The waitlist positions of a list's entries, in one query. */
    async waitlistPositions(records: readonly RegistrationRecord[]): Promise<Map<number, number>> {
      const waiting = records.filter((r) => r.status === 'waitlisted');
      return repo.waitlistPositions(
        db,
        waiting.map((r) => r.eventId),
      );
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;

export const REGISTRATION_NOT_FOUND = english(/*i18n*/ { id: 'Registration not found.' });
