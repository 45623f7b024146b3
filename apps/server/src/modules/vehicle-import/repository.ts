import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { auditLog, events, vehicles, vehicleTypes } from '../../db/schema/index.ts';
import { newVehicleSnapshot, type VehicleSnapshot } from '../vehicles/vehicle-snapshot.ts';
import type { EventCatalogue } from '../vehicles/rules.ts';
import type { NewVehicle } from './rows.ts';

/** Database work of the bulk upload; `ex` is the upload's transaction. */

/** Advisory-lock namespace of bulk uploads (any constant unique in this codebase). */
const UPLOAD_LOCK = 7_001;

export async function eventExists(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return row !== undefined;
}

/**
 * Two uploads to one event at once would each see the other's rows as free; the lock makes the
 * second wait for the first to commit, then check against its vehicles. It is released at commit.
 */
export async function lockEventUploads(ex: Db, eventId: number): Promise<void> {
  await ex.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK}, ${eventId})`);
}

/** Every vehicle type id by lower-cased title (titles are unique, case-insensitively). */
export async function vehicleTypeIds(ex: Db): Promise<Map<string, number>> {
  const rows = await ex.select({ id: vehicleTypes.id, title: vehicleTypes.title }).from(vehicleTypes);
  return new Map(rows.map((row) => [row.title.toLowerCase(), row.id]));
}

/** A vehicle as the audit log records it (vehicles/presenter.ts), no files. */
function audited(id: number, eventId: number, vehicle: NewVehicle): VehicleSnapshot {
  const { category } = vehicle;
  return newVehicleSnapshot({
    id,
    eventId,
    uniqueId: vehicle.uniqueId,
    registrationNo: vehicle.registrationNo,
    brand: vehicle.brand,
    model: vehicle.model,
    ownerName: vehicle.ownerName,
    categoryId: category.id,
    categoryName: category.name,
    vehicleTypeId: category.vehicleTypeId,
    vehicleTypeTitle: category.vehicleTypeTitle,
    paid: vehicle.paid,
    vip: vehicle.vip,
    regionalTour: vehicle.regionalTour,
    additionalInfo: {},
  });
}

/** The vehicle columns an upload fills, named and typed from the schema so the SQL below follows it. */
const FILLED = [
  vehicles.eventId,
  vehicles.categoryId,
  vehicles.vehicleTypeId,
  vehicles.uniqueId,
  vehicles.registrationNo,
  vehicles.brand,
  vehicles.model,
  vehicles.ownerName,
  vehicles.paid,
  vehicles.vip,
  vehicles.regionalTour,
] as const;
const AUDIT_FILLED = [auditLog.userId, auditLog.action, auditLog.entity, auditLog.entityId, auditLog.after] as const;

type Column = (typeof FILLED)[number] | (typeof AUDIT_FILLED)[number];

/**
 * `insert into <table> (cols) select * from jsonb_to_recordset($1)`: every row travels in ONE
 * parameter. A multi-row VALUES list binds a parameter per cell, and 10,000 vehicles (110,000
 * parameters) took PGlite about 3 s to bind; as one JSON document they take under 1 s.
 */
function insertFromJson(table: typeof vehicles | typeof auditLog, columns: readonly Column[], records: Record<string, unknown>[]) {
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})`;
}

const insertedSchema = z.array(z.object({ id: z.number().int(), registration_no: z.string() }));

/** The rows of a raw query; pg and PGlite both answer with `{ rows }`. */

/**
 * Inserts the vehicles, then one audit row each, as two set-based statements (see
 * insertFromJson): 10,000 vehicles take two round trips.
 */
export async function insertVehicles(ex: Db, actorId: number, catalogue: EventCatalogue, list: NewVehicle[]): Promise<void> {
  if (list.length === 0) return;
  const eventId = catalogue.eventId;
  const records = list.map((vehicle) => ({
    [vehicles.eventId.name]: eventId,
    [vehicles.categoryId.name]: vehicle.category.id,
    [vehicles.vehicleTypeId.name]: vehicle.category.vehicleTypeId,
    [vehicles.uniqueId.name]: vehicle.uniqueId,
    [vehicles.registrationNo.name]: vehicle.registrationNo,
    [vehicles.brand.name]: vehicle.brand,
    [vehicles.model.name]: vehicle.model,
    [vehicles.ownerName.name]: vehicle.ownerName,
    [vehicles.paid.name]: vehicle.paid,
    [vehicles.vip.name]: vehicle.vip,
    [vehicles.regionalTour.name]: vehicle.regionalTour,
  }));
  const result = await ex.execute(sql`${insertFromJson(vehicles, FILLED, records)} returning id, registration_no`);
  // Matched by registration number (unique in the event), not by the order RETURNING happens to keep.
  const idOf = new Map(insertedSchema.parse(rowsOf(result)).map((row) => [row.registration_no.toLowerCase(), row.id]));

  const audits = list.map((vehicle) => {
    const id = idOf.get(vehicle.registrationNo.toLowerCase());
    if (id === undefined) throw new Error(`row ${vehicle.row} is missing from the insert's RETURNING`);
    return {
      [auditLog.userId.name]: actorId,
      [auditLog.action.name]: 'create',
      [auditLog.entity.name]: 'vehicle',
      [auditLog.entityId.name]: String(id),
      [auditLog.after.name]: audited(id, eventId, vehicle),
    };
  });
  await ex.execute(insertFromJson(auditLog, AUDIT_FILLED, audits));
}
