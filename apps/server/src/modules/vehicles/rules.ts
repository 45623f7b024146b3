import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isInSeries, type VehicleIdSeries } from '@showgrid/shared/vehicle-ids';
import type { Db } from '../../db/client.ts';
import { categories, eventCategories, events, vehicles, vehicleTypes } from '../../db/schema/index.ts';

/** The database or an open transaction. */
export type Executor = Pick<Db, 'select'>;

export interface EventCategoryInfo {
  id: number;
  name: string;
  vehicleTypeId: number;
  vehicleTypeTitle: string;
  series: VehicleIdSeries | null;
}

/** What a vehicle of an event may be placed in: the event's categories with their id series. */
export interface EventCatalogue {
  eventId: number;
  eventTitle: string;
  categories: Map<number, EventCategoryInfo>;
}

export async function loadEventCatalogue(ex: Executor, eventId: number): Promise<EventCatalogue | null> {
  // FOR SHARE: an event update (which may take categories off the event) waits for this write,
  // and this write for it, so a vehicle never lands in a category just removed from its event.
  const [event] = await ex.select({ id: events.id, title: events.title }).from(events).where(eq(events.id, eventId)).for('share');
  if (!event) return null;
  const rows = await ex
    .select({
      id: categories.id,
      name: categories.name,
      vehicleTypeId: categories.vehicleTypeId,
      vehicleTypeTitle: vehicleTypes.title,
      prefix: categories.prefix,
      start: categories.startRange,
      end: categories.rangeUpto,
    })
    .from(eventCategories)
    .innerJoin(categories, eq(categories.id, eventCategories.categoryId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, categories.vehicleTypeId))
    .where(eq(eventCategories.eventId, eventId))
    // Inside a write, a series change waits for it (and vice versa): a vehicle never keeps an id
    // that a concurrent series change just took out of the series.
    .for('share', { of: categories });
  const map = new Map<number, EventCategoryInfo>();
  for (const row of rows) {
    const series = row.prefix && row.start !== null && row.end !== null ? { prefix: row.prefix, start: row.start, end: row.end } : null;
    map.set(row.id, { id: row.id, name: row.name, vehicleTypeId: row.vehicleTypeId, vehicleTypeTitle: row.vehicleTypeTitle, series });
  }
  return { eventId: event.id, eventTitle: event.title, categories: map };
}

export interface Placement {
  categoryId: number;
  vehicleTypeId?: number;
  uniqueId: string | null;
}

type FieldErrors = Record<string, string[]>;

/** A vehicle's own details, as the form (form.ts) and the bulk upload (vehicle-import/rows.ts) both store them. */
export interface VehicleDetails {
  uniqueId: string | null;
  registrationNo: string;
  brand: string;
  model: string;
  ownerName: string;
  paid: boolean;
  vip: boolean;
  regionalTour: boolean;
}

/**
 * The rules a vehicle's category, type and vehicle id obey within its event (PRODUCT.md): the
 * category is one of the event's, the type is the category's, and the id comes from the
 * category's series. Uniqueness within the event is the database's to decide (unique indexes).
 */
export function checkPlacement(catalogue: EventCatalogue, placement: Placement): FieldErrors {
  const category = catalogue.categories.get(placement.categoryId);
  if (!category) return { intCategoryId: ['This category is not part of the event.'] };
  const errors: FieldErrors = {};
  if (placement.vehicleTypeId !== undefined && placement.vehicleTypeId !== category.vehicleTypeId) {
    errors.intVehicleTypeId = [`Category "${category.name}" is for ${category.vehicleTypeTitle}.`];
  }
  if (placement.uniqueId !== null) {
    if (!category.series) errors.strUniqueId = [`Category "${category.name}" has no vehicle ids yet.`];
    else if (!isInSeries(category.series, placement.uniqueId)) {
      errors.strUniqueId = [`Not in the series of "${category.name}" (${describeSeries(category.series)}).`];
    }
  }
  return errors;
}

export function describeSeries(series: VehicleIdSeries): string {
  const pad = (n: number) => String(n).padStart(String(series.end).length, '0');
  return `${series.prefix}${pad(series.start)}–${series.prefix}${pad(series.end)}`;
}

/** Which of these vehicle ids a vehicle of the event already holds (other than `exceptVehicleId`). */
export async function takenIds(ex: Executor, eventId: number, exceptVehicleId?: number): Promise<Set<string>> {
  const rows = await ex
    .select({ uniqueId: vehicles.uniqueId })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.eventId, eventId),
        sql`${vehicles.uniqueId} is not null`,
        exceptVehicleId === undefined ? undefined : sql`${vehicles.id} <> ${exceptVehicleId}`,
      ),
    );
  return new Set(rows.map((row) => row.uniqueId).filter((id): id is string => id !== null));
}

/**
 * Registration numbers already used in the event, lower-cased (the unique index is case-blind).
 * Only case: the index, and so an organiser's own typing or upload, tells "ZX-99" from "ZX99",
 * which samePlate (an entry matched to a car) takes for one.
 */
export async function takenRegistrations(ex: Executor, eventId: number): Promise<Set<string>> {
  const rows = await ex
    .select({ reg: sql<string>`lower(${vehicles.registrationNo})` })
    .from(vehicles)
    .where(eq(vehicles.eventId, eventId));
  return new Set(rows.map((row) => row.reg));
}

/**
 * A registration number as plates are compared: case, spaces, dots and dashes aside ("ZX-99",
 * "zx 99" and "ZX99" are one car). Letters of every script stay, so two plates that differ only in
 * non-Latin letters stay two.
 */
export const samePlate = (column: SQL, registrationNo: string): SQL =>
  sql`regexp_replace(lower(${column}), '[[:space:].·-]+', '', 'g') = regexp_replace(lower(${registrationNo}), '[[:space:].·-]+', '', 'g')`;

export const DUPLICATE_REGISTRATION = 'A vehicle with this registration number is already registered for this event.';
export const TAKEN_VEHICLE_ID = 'This vehicle id is already assigned to another vehicle of this event.';
