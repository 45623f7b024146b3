import { and, eq, notInArray, sql } from 'drizzle-orm';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import { feeAt, registrationState, type RegistrationSettings } from '@showgrid/shared/registration-rules';
import type { PaymentMode } from '@showgrid/shared/schemas/registration';
import type { Db, Tx } from '../../db/client.ts';
import { entrants, registrations } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { decodeBase64Image, processImage, type StoredImage } from '../../lib/images.ts';
import { audit } from '../../platform/audit.ts';
import { eventsRepository } from '../events/repository.ts';
import type { MediaRepository } from '../media/repository.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import type { VehiclesRepository } from '../vehicles/repository.ts';
import { changeEntry } from './entry-changes.ts';
import { vehicleOfEntry, vehicleWithPlate } from './entry-vehicle.ts';
import { hasPlace, statusOnEntry } from './places.ts';
import type { BoughtExtra, RegistrationInput, RegistrationRecord } from './records.ts';
import { registrationSnapshot } from './registration-snapshot.ts';
import { registrationsRepository as repo } from './repository.ts';
import type { PaymentGateway } from './stripe-gateway.ts';

export const REGISTRATION_NOT_OPEN = 'Registration is not open for this event.';
export const NOT_A_CLASS = 'This class takes no entries.';
export const NO_ONLINE_PAYMENT = 'Paying online is not available for this event: choose to pay at the gate.';
export const NO_SUCH_PAYMENT_MODE = 'This event does not take that way to pay.';
export const UNKNOWN_EXTRA = (name: string) => `There is no extra called "${name}".`;
export const TOO_MANY_OF_EXTRA = (name: string, max: number) => `At most ${max} of "${name}" per entry.`;
export const ALREADY_ENTERED = 'This car is already entered at this event.';
export const CHECKOUT_FAILED = 'The payment page could not be opened: nothing was charged and no place is held. Try again in a moment.';

interface RegistrationDeps {
  db: Db;
  media: MediaRepository;
  now: () => Date;
  /** Stripe, when this server has its keys (null: entrants pay at the gate only). */
  gateway: PaymentGateway | null;
  /** Confirmed entries become vehicles: read back for the audit, announced to the live dashboards. */
  vehicles: VehiclesRepository;
  onChange: ChangeHook;
}

/** The extras bought, priced from the settings: 400 naming what is unknown or over its limit. */
function priceExtras(settings: RegistrationSettings, wanted: RegistrationInput['extras']): BoughtExtra[] {
  const problems: string[] = [];
  const bought = wanted.flatMap(({ name, quantity }) => {
    const extra = settings.extras.find((e) => e.name.toLowerCase() === name.toLowerCase());
    if (!extra) return (problems.push(UNKNOWN_EXTRA(name)), []);
    if (quantity > extra.maxPerEntry) return (problems.push(TOO_MANY_OF_EXTRA(extra.name, extra.maxPerEntry)), []);
    return [{ name: extra.name, priceCents: extra.priceCents, quantity }];
  });
  if (problems.length > 0) throw new HttpError(400, { arrExtras: problems });
  return bought;
}

/** The ways to pay this entry may use: the event's, less online when this server cannot take it. */
export const paymentModesOffered = (settings: RegistrationSettings, onlinePayments: boolean): PaymentMode[] =>
  settings.paymentModes.filter((mode) => mode !== 'online' || onlinePayments);

/** Entrants' entries (issue 31): a place under the caps, or the waiting list, in arrival order. */
export function createRegistrationService({ db, media, now, gateway, vehicles: vehiclesRepo, onChange }: RegistrationDeps) {
  const onlinePayments = gateway !== null;
  const changeDeps = { now, vehicles: vehiclesRepo, onChange };

  /**
   * Opens the Stripe Checkout of an entry awaiting payment, after its transaction committed: the
   * event's lock is never held across a call to Stripe. When Stripe cannot be reached the entry
   * is withdrawn (its place freed at once) and the entrant hears 502, to try again.
   */
  async function openCheckout(payments: PaymentGateway, record: RegistrationRecord): Promise<void> {
    if (record.holdExpiresAt === null) throw new Error(`registration ${record.id} awaits payment without a hold`);
    try {
      const opened = await payments.openCheckout({
        registrationId: record.id,
        eventTitle: record.eventTitle,
        categoryName: record.categoryName,
        currency: record.currency,
        feeCents: record.feeCents,
        extras: record.extras,
        email: await entrantEmail(record.entrantId),
        expiresAt: record.holdExpiresAt,
      });
      await db
        .update(registrations)
        .set({ checkoutSessionId: opened.sessionId, checkoutUrl: opened.url, holdExpiresAt: opened.expiresAt })
        .where(eq(registrations.id, record.id));
    } catch (error) {
      await db.transaction(async (tx) => {
        await eventsRepository.lock(tx, record.eventId);
        const entry = await repo.find(tx, record.id);
        if (entry?.status === 'awaiting-payment') {
          await changeEntry(tx, entry, { status: 'withdrawn', holdExpiresAt: null, reason: CHECKOUT_FAILED }, changeDeps);
        }
      });
      throw new HttpError(502, { detail: CHECKOUT_FAILED }, {}, error);
    }
  }

  async function entrantEmail(entrantId: number): Promise<string> {
    const [row] = await db.select({ email: entrants.email }).from(entrants).where(eq(entrants.id, entrantId));
    if (!row) throw new Error(`entrant ${entrantId} vanished`);
    return row.email;
  }

  async function readPhotos(photos: readonly string[]): Promise<StoredImage[]> {
    // One at a time: sharp works off the event loop, and three at once would hold three decodes in memory.
    const stored: StoredImage[] = [];
    for (const photo of photos) stored.push(await processImage(decodeBase64Image(photo, 'arrPhotos'), 'arrPhotos', 'photo'));
    return stored;
  }

  /** A car of the same registration at the event (an entry still standing, or a vehicle the organiser typed). */
  async function alreadyEntered(tx: Tx, eventId: number, registrationNo: string): Promise<boolean> {
    const normalised = registrationNo.toLowerCase();
    const [entry] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, eventId),
          sql`lower(${registrations.registrationNo}) = ${normalised}`,
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
      const id = await db.transaction(async (tx) => {
        const event = await eventsRepository.lock(tx, input.eventId);
        if (!event) throw notFound(EVENT_NOT_FOUND);
        const settings = event.registration;
        const at = now();
        if (registrationState(settings, at) !== 'open') throw new HttpError(400, { intEventId: [REGISTRATION_NOT_OPEN] });
        const entered = settings.classes.find((c) => c.categoryId === input.categoryId);
        if (!entered || !event.categories.some((c) => c.id === input.categoryId)) {
          throw new HttpError(400, { intCategoryId: [NOT_A_CLASS] });
        }
        if (!settings.paymentModes.includes(input.paymentMode)) throw new HttpError(400, { strPaymentMode: [NO_SUCH_PAYMENT_MODE] });
        if (!paymentModesOffered(settings, onlinePayments).includes(input.paymentMode)) {
          throw new HttpError(400, { strPaymentMode: [NO_ONLINE_PAYMENT] });
        }
        const extras = priceExtras(settings, input.extras);
        if (await alreadyEntered(tx, event.id, input.fields.registrationNo)) {
          throw new HttpError(400, { strRegistrationNo: [ALREADY_ENTERED] });
        }
        const fee = feeAt(settings, entered, at);
        const amount = fee + extras.reduce((sum, e) => sum + e.priceCents * e.quantity, 0);
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
          createdAt: at,
          updatedAt: at,
        });
        const photoIds: string[] = [];
        for (const photo of photos) photoIds.push(await media.save(photo, tx));
        await repo.addPhotos(tx, newId, photoIds);
        const created = await repo.ofEntrant(tx, entrantId, newId);
        if (!created) throw new Error(`registration ${newId} vanished inside its own transaction`);
        await audit(tx, { userId: null, action: 'create', entity: 'registration', entityId: newId, after: registrationSnapshot(created) });
        // Confirmed at once (at the gate, or free): the car is the event's now, under the same lock.
        if (created.status === 'confirmed') await vehicleOfEntry(tx, created, { vehicles: vehiclesRepo, onChange });
        return newId;
      });
      const record = await repo.ofEntrant(db, entrantId, id);
      if (!record) throw new Error(`registration ${id} vanished after its transaction`);
      if (record.status !== 'awaiting-payment' || gateway === null) return record;
      await openCheckout(gateway, record);
      return this.ofEntrant(entrantId, id);
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

    /** How many waiting entries of the event are ahead of a waitlisted one (arrival order). */
    async waitlistPosition(record: RegistrationRecord): Promise<number | null> {
      if (record.status !== 'waitlisted') return null;
      return repo.waitingAhead(db, record.eventId, record.id);
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;

export const REGISTRATION_NOT_FOUND = 'Registration not found.';
