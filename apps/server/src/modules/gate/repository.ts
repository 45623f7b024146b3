import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, events, registrations, users, vehicles } from '../../db/schema/index.ts';

/** A vehicle as the gate reads it: the plain row (presenter.ts names it for the API). */
export interface GateVehicleRow {
  id: number;
  eventId: number;
  uniqueId: string | null;
  registrationNo: string;
  brand: string;
  model: string;
  ownerName: string;
  categoryName: string;
  paid: boolean;
  arrivedAt: Date | null;
  /** The entrant's entry the car came from, if any (issue 31): what it owes at the gate. */
  entryAmountCents: number | null;
  entryCurrency: string | null;
  entryPaymentMode: string | null;
  entryPaid: boolean;
}

const gateColumns = {
  id: vehicles.id,
  eventId: vehicles.eventId,
  uniqueId: vehicles.uniqueId,
  registrationNo: vehicles.registrationNo,
  brand: vehicles.brand,
  model: vehicles.model,
  ownerName: vehicles.ownerName,
  categoryName: categories.name,
  paid: vehicles.paid,
  arrivedAt: vehicles.arrivedAt,
  entryAmountCents: registrations.amountCents,
  entryCurrency: registrations.currency,
  entryPaymentMode: registrations.paymentMode,
  entryPaid: sql<boolean>`${registrations.paidAt} is not null`,
};

// The gate lists up to this many events; the nearest to today comes first.
const EVENTS_SHOWN = 50;

export const gateRepository = {
  /** Events nearest to `now` first (today's show, then the next and the last), for the gate's picker. */
  events(db: Db, now: Date) {
    return db
      .select({ id: events.id, title: events.title, startsAt: events.startsAt })
      .from(events)
      .orderBy(sql`abs(extract(epoch from ${events.startsAt} - ${now.toISOString()}::timestamptz))`, asc(events.id))
      .limit(EVENTS_SHOWN);
  },

  async eventTitle(db: Db, eventId: number): Promise<string | undefined> {
    const [row] = await db.select({ title: events.title }).from(events).where(eq(events.id, eventId));
    return row?.title;
  },

  /** Every vehicle of the event, by vehicle id (those without one last), then registration. */
  vehicles(db: Db, eventId: number): Promise<GateVehicleRow[]> {
    return db
      .select(gateColumns)
      .from(vehicles)
      .innerJoin(categories, eq(categories.id, vehicles.categoryId))
      .leftJoin(registrations, eq(registrations.vehicleId, vehicles.id))
      .where(eq(vehicles.eventId, eventId))
      .orderBy(sql`${vehicles.uniqueId} asc nulls last`, asc(vehicles.registrationNo), asc(vehicles.id));
  },

  /** The vehicle, locked until the transaction ends: check-ins of one car at two gates queue up. */
  async lock(tx: Tx, eventId: number, vehicleId: number): Promise<GateVehicleRow | undefined> {
    const [row] = await tx
      .select(gateColumns)
      .from(vehicles)
      .innerJoin(categories, eq(categories.id, vehicles.categoryId))
      .leftJoin(registrations, eq(registrations.vehicleId, vehicles.id))
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.eventId, eventId)))
      .for('update', { of: vehicles });
    return row;
  },

  async setArrival(tx: Tx, vehicleId: number, at: Date | null, by: number | null): Promise<void> {
    await tx.update(vehicles).set({ arrivedAt: at, arrivedBy: by, updatedAt: new Date() }).where(eq(vehicles.id, vehicleId));
  },

  /** Paid at the gate: the vehicle, and the entrant's entry it came from (how, and when) if it owes its fee. */
  async setPaid(tx: Tx, vehicleId: number, method: 'cash' | 'card', at: Date): Promise<void> {
    await tx.update(vehicles).set({ paid: true, updatedAt: at }).where(eq(vehicles.id, vehicleId));
    await tx
      .update(registrations)
      .set({ paidAt: at, paidVia: method, updatedAt: at })
      .where(and(eq(registrations.vehicleId, vehicleId), isNull(registrations.paidAt)));
  },

  /** The gate volunteers' accounts, by name. */
  staff(db: Db) {
    return db
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.role, 'staff'))
      .orderBy(asc(users.fullName), asc(users.id));
  },
};
