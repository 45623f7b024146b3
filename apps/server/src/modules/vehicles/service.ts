import { VEHICLE_FILE_FIELDS, VEHICLE_LIMITS } from '@showgrid/shared/schemas/vehicle';
import type { Db, Tx } from '../../db/client.ts';
import { media as mediaTable, vehicleFiles, vehicles } from '../../db/schema/index.ts';
import { eq, inArray } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { violatesUniqueIndex } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { VehicleUpload } from './files.ts';
import type { NewVehicle, VehicleChange, VehicleInput } from './form.ts';
import { vehicleSnapshot } from './vehicle-snapshot.ts';
import type { VehicleRecord, VehiclesRepository } from './repository.ts';
import { checkPlacement, DUPLICATE_REGISTRATION, loadEventCatalogue, TAKEN_VEHICLE_ID } from './rules.ts';
import { assertVehicleUnused } from './usage.ts';

type FieldErrors = Record<string, string[]>;

/** The unique indexes decide races between two admins (or an admin and a bulk upload). */
function duplicateError(error: unknown): unknown {
  if (violatesUniqueIndex(error, 'vehicles_event_registration_idx'))
    return new HttpError(400, { strRegistrationNo: [DUPLICATE_REGISTRATION] });
  if (violatesUniqueIndex(error, 'vehicles_event_unique_id_idx')) return new HttpError(400, { strUniqueId: [TAKEN_VEHICLE_ID] });
  return error;
}

function columnsOf({ vehicleTypeId: _sent, ...input }: VehicleInput, vehicleTypeId: number) {
  return { ...input, vehicleTypeId };
}

/** `onChange` runs inside each write's transaction: the live dashboards count vehicles (ADR 014). */
export function createVehiclesService({ db, vehicles: repo, onChange }: { db: Db; vehicles: VehiclesRepository; onChange: ChangeHook }) {
  /** Places a vehicle in its event: the category must be the event's, the id from its series. */
  async function placement(tx: Tx, eventId: number, vehicle: VehicleInput): Promise<number> {
    const catalogue = await loadEventCatalogue(tx, eventId);
    if (!catalogue) throw new HttpError(400, { intEventId: ['Unknown event.'] });
    const errors = checkPlacement(catalogue, vehicle);
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
    const category = catalogue.categories.get(vehicle.categoryId);
    if (!category) throw new Error('placement passed without a category');
    return category.vehicleTypeId;
  }

  async function saveFiles(tx: Tx, vehicleId: number, uploads: VehicleUpload[], firstPosition: number): Promise<void> {
    let position = firstPosition;
    for (const upload of uploads) {
      const [stored] = await tx
        .insert(mediaTable)
        .values({ mime: upload.mime, bytes: upload.bytes, width: upload.width, height: upload.height })
        .returning({ id: mediaTable.id });
      if (!stored) throw new Error('media insert returned nothing');
      await tx.insert(vehicleFiles).values({ vehicleId, mediaId: stored.id, kind: upload.kind, name: upload.name, position: position++ });
    }
  }

  function checkFileCounts(files: { kind: 'image' | 'document' }[]): void {
    const images = files.filter((file) => file.kind === 'image').length;
    const documents = files.length - images;
    const errors: FieldErrors = {};
    if (images > VEHICLE_LIMITS.imagesMax)
      errors[VEHICLE_FILE_FIELDS.images] = [`A vehicle has at most ${VEHICLE_LIMITS.imagesMax} images.`];
    if (documents > VEHICLE_LIMITS.documentsMax) {
      errors[VEHICLE_FILE_FIELDS.documents] = [`A vehicle has at most ${VEHICLE_LIMITS.documentsMax} documents.`];
    }
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  }

  async function reload(tx: Tx, id: number): Promise<VehicleRecord> {
    const found = await repo.find(id, tx);
    if (!found) throw new Error('vehicle vanished inside its own transaction');
    return found;
  }

  return {
    async create(actorId: number, { eventId, vehicle, uploads }: NewVehicle): Promise<VehicleRecord> {
      checkFileCounts(uploads);
      try {
        return await db.transaction(async (tx) => {
          const vehicleTypeId = await placement(tx, eventId, vehicle);
          const [row] = await tx
            .insert(vehicles)
            .values({ eventId, ...columnsOf(vehicle, vehicleTypeId) })
            .returning({ id: vehicles.id });
          if (!row) throw new Error('vehicle insert returned nothing');
          await saveFiles(tx, row.id, uploads, 0);
          const created = await reload(tx, row.id);
          await audit(tx, { userId: actorId, action: 'create', entity: 'vehicle', entityId: row.id, after: vehicleSnapshot(created) });
          await onChange(tx, { eventId, kind: 'vehicle' });
          return created;
        });
      } catch (error) {
        throw duplicateError(error);
      }
    },

    /** Changes the fields, drops the files named in removedFileIds and appends the new ones. */
    async update(actorId: number, { vehicleId: id, vehicle, removedFileIds, uploads }: VehicleChange): Promise<VehicleRecord> {
      try {
        return await db.transaction(async (tx) => {
          const [locked] = await tx
            .select({ id: vehicles.id, eventId: vehicles.eventId })
            .from(vehicles)
            .where(eq(vehicles.id, id))
            .for('update');
          if (!locked) throw notFound();
          const before = await reload(tx, id);
          const vehicleTypeId = await placement(tx, locked.eventId, vehicle);
          const removed = new Set(removedFileIds);
          const own = new Set(before.files.map((file) => file.id));
          if ([...removed].some((fileId) => !own.has(fileId))) throw new HttpError(400, { arrRemovedFileIds: ['Unknown file.'] });
          const kept = before.files.filter((file) => !removed.has(file.id));
          checkFileCounts([...kept, ...uploads]);

          await tx
            .update(vehicles)
            .set({ ...columnsOf(vehicle, vehicleTypeId), updatedAt: new Date() })
            .where(eq(vehicles.id, id));
          const dropped = before.files.filter((file) => removed.has(file.id)).map((file) => file.mediaId);
          if (dropped.length > 0) await tx.delete(mediaTable).where(inArray(mediaTable.id, dropped));
          const last = Math.max(
            -1,
            ...(await tx.select({ p: vehicleFiles.position }).from(vehicleFiles).where(eq(vehicleFiles.vehicleId, id))).map((f) => f.p),
          );
          await saveFiles(tx, id, uploads, last + 1);

          const after = await reload(tx, id);
          await audit(tx, {
            userId: actorId,
            action: 'update',
            entity: 'vehicle',
            entityId: id,
            before: vehicleSnapshot(before),
            after: vehicleSnapshot(after),
          });
          await onChange(tx, { eventId: locked.eventId, kind: 'vehicle' });
          return after;
        });
      } catch (error) {
        throw duplicateError(error);
      }
    },

    /** Deletes a vehicle with its files, unless work on it (scores, votes) blocks it. */
    async remove(actorId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await deleteVehicle(tx, id, { vehicles: repo, onChange }, actorId))) throw notFound();
      });
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;

/**
 * Deletes a vehicle with its files inside the caller's transaction, its row locked first, unless
 * work on it (scores, votes) blocks it (409): the organiser's delete, and an entry withdrawn
 * before the show (registration). False when there was no such vehicle.
 */
export async function deleteVehicle(
  tx: Tx,
  id: number,
  { vehicles: repo, onChange }: { vehicles: VehiclesRepository; onChange: ChangeHook },
  actorId: number | null,
): Promise<boolean> {
  const [locked] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).for('update');
  if (!locked) return false;
  const before = await repo.find(id, tx);
  if (!before) return false;
  await assertVehicleUnused(tx, id);
  const mediaIds = before.files.map((file) => file.mediaId);
  await tx.delete(vehicles).where(eq(vehicles.id, id));
  if (mediaIds.length > 0) await tx.delete(mediaTable).where(inArray(mediaTable.id, mediaIds));
  await audit(tx, { userId: actorId, action: 'delete', entity: 'vehicle', entityId: id, before: vehicleSnapshot(before) });
  await onChange(tx, { eventId: before.eventId, kind: 'vehicle' });
  return true;
}
