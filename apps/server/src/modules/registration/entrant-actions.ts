import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { registrationState } from '@showgrid/shared/registration-rules';
import type { Db, Tx } from '../../db/client.ts';
import { registrations } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { eventsRepository } from '../events/repository.ts';
import { deleteVehicle } from '../vehicles/service.ts';
import type { VehicleRecord } from '../vehicles/repository.ts';
import { samePlate } from '../vehicles/rules.ts';
import { changeEntry, EntryChanges, type EntryChangeDeps } from './entry-changes.ts';
import type { EntryNotify } from './entry-notices.ts';
import { changeEntryVehicle, madeVehicleOf, vehicleWithPlate } from './entry-vehicle.ts';
import type { EntryFields, RegistrationRecord } from './records.ts';
import { registrationsRepository as repo } from './repository.ts';
import type { PaymentGateway } from './stripe-gateway.ts';
import { ALREADY_ENTERED, REGISTRATION_NOT_FOUND } from './service.ts';
import { settleWaitingList } from './waitlist.ts';

export const ENTRY_CLOSED = 'This entry is withdrawn or rejected already.';
export const EDITS_CLOSED = 'Registration has closed: ask the organiser to change your entry.';
export const SHOW_STARTED = 'The show has started: ask the organiser to withdraw your car.';
export const WITHDRAWN_BY_ENTRANT = 'Withdrawn by the entrant.';

interface EntrantActionDeps extends EntryChangeDeps {
  db: Db;
  gateway: PaymentGateway | null;
  notify: EntryNotify;
  log: { warn: (details: object, message: string) => void };
}

const ENDED = ['withdrawn', 'rejected'] as const;

/** Another standing entry of the event with this registration number, or a vehicle that is not the entry's own. */
async function plateTaken(tx: Tx, entry: RegistrationRecord, registrationNo: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, entry.eventId),
        ne(registrations.id, entry.id),
        samePlate(sql`${registrations.registrationNo}`, registrationNo),
        notInArray(registrations.status, [...ENDED]),
      ),
    )
    .limit(1);
  if (other) return true;
  const vehicle = await vehicleWithPlate(tx, entry.eventId, registrationNo);
  return vehicle !== undefined && vehicle !== entry.vehicleId;
}

/**
 * What an entrant does to their own entry after making it (issue 31): correct its details while
 * registration is open, and withdraw it before the show. Each under the event's row lock, like
 * every change of an entry; someone else's entry is not there (404).
 */
export function createEntrantActions({ db, gateway, notify, log, ...deps }: EntrantActionDeps) {
  /** The entrant's entry, under its event's lock, with the event. */
  async function lockedEntry(tx: Tx, entrantId: number, id: number) {
    const found = await repo.ofEntrant(tx, entrantId, id);
    if (!found) throw notFound(REGISTRATION_NOT_FOUND);
    const event = await eventsRepository.lock(tx, found.eventId);
    const entry = await repo.ofEntrant(tx, entrantId, id);
    if (!event || !entry) throw notFound(REGISTRATION_NOT_FOUND);
    return { event, entry };
  }

  return {
    async edit(entrantId: number, id: number, fields: EntryFields): Promise<RegistrationRecord> {
      return db.transaction(async (tx) => {
        const { event, entry } = await lockedEntry(tx, entrantId, id);
        if (ENDED.some((status) => status === entry.status)) throw new HttpError(409, { detail: ENTRY_CLOSED });
        if (registrationState(event.registration, deps.now(), event.startsAt) !== 'open')
          throw new HttpError(409, { detail: EDITS_CLOSED });
        if (await plateTaken(tx, entry, fields.registrationNo)) throw new HttpError(400, { strRegistrationNo: [ALREADY_ENTERED] });
        const after = await changeEntry(tx, entry, fields, deps, null);
        if (entry.vehicleId !== null) await changeEntryVehicle(tx, entry.vehicleId, correctedVehicle(fields), null, deps);
        return after;
      });
    },

    async withdraw(entrantId: number, id: number): Promise<RegistrationRecord> {
      const changes = new EntryChanges();
      const { before, after } = await db.transaction(async (tx) => {
        const { event, entry } = await lockedEntry(tx, entrantId, id);
        if (ENDED.some((status) => status === entry.status)) throw new HttpError(409, { detail: ENTRY_CLOSED });
        const at = deps.now();
        if (event.startsAt <= at) throw new HttpError(409, { detail: SHOW_STARTED });
        // The car the entry became leaves the show with it (409 when it has been judged or voted for).
        const made = await madeVehicleOf(tx, entry);
        if (made !== null) await deleteVehicle(tx, made, deps, null);
        const withdrawn = await changeEntry(
          tx,
          entry,
          { status: 'withdrawn', holdExpiresAt: null, offerExpiresAt: null, vehicleId: null, reason: WITHDRAWN_BY_ENTRANT },
          deps,
        );
        changes.push(withdrawn, entry.status);
        await settleWaitingList(tx, event, at, deps, changes);
        return { before: entry, after: withdrawn };
      });
      await notify(changes.transitions);
      // An open payment page is closed, so nobody pays for a withdrawn entry; a failure leaves a
      // page that expires by itself within the hold, and a payment on it is only recorded.
      if (before.status === 'awaiting-payment' && before.checkoutSessionId !== null && gateway !== null) {
        await gateway.expireCheckout(before.checkoutSessionId).catch((err: unknown) => {
          log.warn({ err, registrationId: id }, 'withdrawn entry: its Stripe checkout could not be expired');
        });
      }
      return after;
    },
  };
}

/** A confirmed entry's vehicle takes the corrected details (year, colour and phone in its extra information). */
function correctedVehicle(fields: EntryFields) {
  return (before: VehicleRecord) => {
    const kept = before.additionalInfo;
    const info = Object.fromEntries(
      Object.entries(typeof kept === 'object' && kept !== null ? kept : {}).filter(([key]) => key !== 'Year' && key !== 'Colour'),
    );
    return {
      ownerName: fields.ownerName,
      registrationNo: fields.registrationNo,
      brand: fields.brand,
      model: fields.model,
      additionalInfo: {
        ...info,
        Phone: fields.phone,
        ...(fields.year === null ? {} : { Year: fields.year }),
        ...(fields.colour === '' ? {} : { Colour: fields.colour }),
      },
    };
  };
}
export type EntrantActions = ReturnType<typeof createEntrantActions>;
