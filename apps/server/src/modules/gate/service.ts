import { GATE } from '@showgrid/shared/limits';
import { EVENT_NOT_FOUND, VEHICLE_NOT_FOUND_SPEC } from '@showgrid/shared/messages';
import type { Db, Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { duplicateEmail, isDuplicateEmail, type UsersRepository } from '../users/repository.ts';
import { gateSnapshot } from './gate-snapshot.ts';
import { gateRepository as repo, type GateVehicleRow } from './repository.ts';

const HOUR_MS = 3_600_000;

/** A volunteer's tap at the gate: the car, arrived or not, and when the phone says it was tapped (a queued tap). */
export interface GateTap {
  vehicleId: number;
  arrived: boolean;
  tappedAt?: string;
}

/** A volunteer's new account. */
export interface StaffInput {
  email: string;
  password: string;
  fullName: string;
}
export const VEHICLE_NOT_FOUND = VEHICLE_NOT_FOUND_SPEC;

/**
 * When a check-in happened: the time the volunteer tapped, for one queued on a phone without
 * signal, if it is recent and not ahead of the server's clock; otherwise now.
 */
export function arrivalTime(tappedAt: string | undefined, now: Date): Date {
  if (tappedAt === undefined) return now;
  const at = new Date(tappedAt);
  const oldest = now.getTime() - GATE.backdateHours * HOUR_MS;
  return at.getTime() > now.getTime() || at.getTime() < oldest ? now : at;
}

interface GateDeps {
  db: Db;
  users: UsersRepository;
  now: () => Date;
  onChange: ChangeHook;
}

/** The gate (PRODUCT.md "Gate check-in"): arrivals and payment at the gate, and the volunteers' accounts. */
export function createGateService({ db, users, now, onChange }: GateDeps) {
  /** Runs a gate change on the locked vehicle; an unknown vehicle, or one of another event, is not there. */
  async function onVehicle<T>(
    actor: AuthUser,
    eventId: number,
    vehicleId: number,
    change: (tx: Tx, vehicle: GateVehicleRow) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      // A volunteer deleted a minute ago still holds a valid access token: their gate closes now.
      if (!(await users.findById(actor.id, tx))) throw unauthorized('Given token not valid for any token type');
      const vehicle = await repo.lock(tx, eventId, vehicleId);
      if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
      return change(tx, vehicle);
    });
  }

  return {
    events: () => repo.events(db, now()),

    async list(eventId: number) {
      const title = await repo.eventTitle(db, eventId);
      if (title === undefined) throw notFound(EVENT_NOT_FOUND);
      return { eventId, title, vehicles: await repo.vehicles(db, eventId) };
    },

    /**
     * Checks a vehicle in, or undoes it. Idempotent, so a phone may send a queued tap twice: an
     * arrived vehicle keeps its first time, and undoing a vehicle not there changes nothing.
     */
    checkIn(actor: AuthUser, eventId: number, tap: GateTap): Promise<GateVehicleRow> {
      return onVehicle(actor, eventId, tap.vehicleId, async (tx, before) => {
        const arrived = before.arrivedAt !== null;
        if (arrived === tap.arrived) return before;
        const arrivedAt = tap.arrived ? arrivalTime(tap.tappedAt, now()) : null;
        await repo.setArrival(tx, before.id, arrivedAt, tap.arrived ? actor.id : null);
        const after = { ...before, arrivedAt };
        await audit(tx, {
          userId: actor.id,
          action: tap.arrived ? 'check-in' : 'undo-check-in',
          entity: 'gate',
          entityId: before.id,
          before: gateSnapshot(before),
          after: gateSnapshot(after),
        });
        await onChange(tx, { eventId, kind: 'vehicle', vehicleId: before.id });
        return after;
      });
    },

    /** Marks a vehicle Paid at the gate; already Paid changes nothing. Only an admin undoes it (vehicle form). */
    markPaid(actor: AuthUser, eventId: number, vehicleId: number, method: 'cash' | 'card' = 'cash'): Promise<GateVehicleRow> {
      return onVehicle(actor, eventId, vehicleId, async (tx, before) => {
        if (before.paid) return before;
        await repo.setPaid(tx, before.id, method, now());
        const after = { ...before, paid: true, entryPaid: before.entryAmountCents !== null };
        await audit(tx, {
          userId: actor.id,
          action: 'mark-paid',
          entity: 'gate',
          entityId: before.id,
          before: gateSnapshot(before),
          after: gateSnapshot(after),
        });
        await onChange(tx, { eventId, kind: 'vehicle', vehicleId: before.id });
        return after;
      });
    },

    staff: () => repo.staff(db),

    async createStaff(actor: AuthUser, staff: StaffInput) {
      const passwordHash = await hashPassword(staff.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await users.create({ email: staff.email, passwordHash, role: 'staff', fullName: staff.fullName.trim() }, tx);
          await audit(tx, {
            userId: actor.id,
            action: 'create',
            entity: 'staff',
            entityId: user.id,
            after: { email: user.email, fullName: user.fullName },
          });
          return user;
        });
      } catch (error) {
        if (isDuplicateEmail(error)) throw duplicateEmail();
        throw error;
      }
    },

    /** Deletes a volunteer's account; their sessions end with it (refresh tokens cascade). */
    async deleteStaff(actor: AuthUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await users.findById(id, tx);
        if (user?.role !== 'staff') throw notFound();
        await users.remove(id, tx);
        await audit(tx, {
          userId: actor.id,
          action: 'delete',
          entity: 'staff',
          entityId: id,
          before: { email: user.email, fullName: user.fullName },
        });
      });
    },
  };
}

export type GateService = ReturnType<typeof createGateService>;
