import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { seriesOf, vehicleIdsOf } from '@showgrid/shared/vehicle-ids';
import type { Tx } from '../../db/client.ts';
import { categories, registrationPhotos, registrations, vehicleFiles, vehicles } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { rowsOf } from '../../db/rows.ts';
import type { VehicleRecord, VehiclesRepository } from '../vehicles/repository.ts';
import { samePlate, takenIds } from '../vehicles/rules.ts';
import { vehicleSnapshot } from '../vehicles/vehicle-snapshot.ts';
import type { RegistrationRecord } from './records.ts';

export interface EntryVehicleDeps {
  vehicles: VehiclesRepository;
  onChange: ChangeHook;
}

/**
 * A confirmed entry becomes a vehicle of its event (issue 31): the organiser types nothing. It
 * takes the first id of its class's series that no vehicle of the event carries (none when the
 * class has no series or every id is taken: the organiser gives one, as for a typed car), a copy
 * of the entry's photos, and `paid` as the entry stands. Runs under the event's row lock (the
 * caller's), so two entries confirmed at once never take one id.
 */
export async function vehicleOfEntry(tx: Tx, entry: RegistrationRecord, { vehicles: repo, onChange }: EntryVehicleDeps): Promise<number> {
  if (entry.vehicleId !== null) return entry.vehicleId;
  // A car the organiser typed meanwhile (same plate at the event) is the entry's vehicle.
  const typed = await vehicleWithPlate(tx, entry.eventId, entry.registrationNo);
  if (typed !== undefined && entry.paidAt !== null) await tx.update(vehicles).set({ paid: true }).where(eq(vehicles.id, typed));
  const vehicleId = typed ?? (await insertVehicle(tx, entry, repo));
  await tx.update(registrations).set({ vehicleId }).where(eq(registrations.id, entry.id));
  await onChange(tx, { eventId: entry.eventId, kind: 'vehicle' });
  return vehicleId;
}

const copiedIds = z.array(z.object({ id: z.string() }));

/** The mark a vehicle made from an entry carries in its extra information (`Registration: #id`). */
export const entryMark = (entryId: number) => `#${entryId}`;

/**
 * The entry's vehicle, if the entry made it: a car the organiser typed and the entry only adopted
 * (same plate) is the organiser's, and stays when the entry goes.
 */
export async function madeVehicleOf(tx: Tx, entry: RegistrationRecord): Promise<number | null> {
  if (entry.vehicleId === null) return null;
  const [row] = await tx.select({ info: vehicles.additionalInfo }).from(vehicles).where(eq(vehicles.id, entry.vehicleId));
  const info = row?.info;
  const mark = typeof info === 'object' && info !== null && 'Registration' in info ? info.Registration : undefined;
  return mark === entryMark(entry.id) ? entry.vehicleId : null;
}

/** The event's vehicle with this registration number (compared as samePlate), if any. */
export async function vehicleWithPlate(tx: Tx, eventId: number, registrationNo: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.eventId, eventId), samePlate(sql`${vehicles.registrationNo}`, registrationNo)))
    .limit(1);
  return row?.id;
}

async function nextFreeId(tx: Tx, eventId: number, category: typeof categories.$inferSelect): Promise<string | null> {
  const series = seriesOf({ strPrefix: category.prefix, intStartRange: category.startRange, intRangeUpto: category.rangeUpto });
  if (series === null) return null;
  const taken = await takenIds(tx, eventId);
  return vehicleIdsOf(series).find((id) => !taken.has(id)) ?? null;
}

async function insertVehicle(tx: Tx, entry: RegistrationRecord, repo: VehiclesRepository): Promise<number> {
  const [category] = await tx.select().from(categories).where(eq(categories.id, entry.categoryId));
  if (!category) throw new Error(`category ${entry.categoryId} of registration ${entry.id} is gone`);
  const [row] = await tx
    .insert(vehicles)
    .values({
      eventId: entry.eventId,
      categoryId: entry.categoryId,
      vehicleTypeId: category.vehicleTypeId,
      uniqueId: await nextFreeId(tx, entry.eventId, category),
      registrationNo: entry.registrationNo,
      brand: entry.brand,
      model: entry.model,
      ownerName: entry.ownerName,
      paid: entry.paidAt !== null,
      additionalInfo: {
        ...(entry.year === null ? {} : { Year: entry.year }),
        ...(entry.colour === '' ? {} : { Colour: entry.colour }),
        Phone: entry.phone,
        Registration: entryMark(entry.id),
      },
    })
    .returning();
  if (!row) throw new Error('vehicle insert returned nothing');
  // The photos are copied, not shared: the vehicle's files are the organiser's to delete.
  const photos = await tx
    .select({ mediaId: registrationPhotos.mediaId, position: registrationPhotos.position })
    .from(registrationPhotos)
    .where(eq(registrationPhotos.registrationId, entry.id))
    .orderBy(asc(registrationPhotos.position));
  for (const photo of photos) {
    const copied = await tx.execute(
      sql`insert into media (mime, bytes, width, height) select mime, bytes, width, height from media where id = ${photo.mediaId} returning id`,
    );
    const mediaId = copiedIds.parse(rowsOf(copied))[0]?.id;
    if (mediaId === undefined) throw new Error(`photo ${photo.mediaId} of registration ${entry.id} is gone`);
    await tx
      .insert(vehicleFiles)
      .values({ vehicleId: row.id, mediaId, kind: 'image', name: `photo-${photo.position + 1}.jpg`, position: photo.position });
  }
  const created = await repo.find(row.id, tx);
  if (!created) throw new Error(`vehicle ${row.id} vanished inside its own transaction`);
  await audit(tx, { userId: null, action: 'create', entity: 'vehicle', entityId: row.id, after: vehicleSnapshot(created) });
  return row.id;
}

/**
 * A change the entry makes to its vehicle (corrected details, another class), under the event's
 * lock (the caller's): written, audited as a change of the vehicle, announced to the dashboards.
 */
export async function changeEntryVehicle(
  tx: Tx,
  vehicleId: number,
  set: (before: VehicleRecord) => Partial<typeof vehicles.$inferInsert>,
  actorId: number | null,
  { vehicles: repo, onChange }: EntryVehicleDeps,
): Promise<void> {
  const before = await repo.find(vehicleId, tx);
  if (!before) return;
  await tx.update(vehicles).set(set(before)).where(eq(vehicles.id, vehicleId));
  const after = await repo.find(vehicleId, tx);
  if (!after) throw new Error(`vehicle ${vehicleId} vanished inside its own transaction`);
  await audit(tx, {
    userId: actorId,
    action: 'update',
    entity: 'vehicle',
    entityId: vehicleId,
    before: vehicleSnapshot(before),
    after: vehicleSnapshot(after),
  });
  await onChange(tx, { eventId: before.eventId, kind: 'vehicle' });
}
