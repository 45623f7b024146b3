import type { z } from 'zod';
import {
  VEHICLE_FILE_FIELDS,
  VEHICLE_LIMITS,
  vehicleFieldsSchema,
  vehicleUpdateFieldsSchema,
  type VehicleFields,
} from '@showgrid/shared/schemas/vehicle';
import type { Db, Tx } from '../../db/client.ts';
import { media as mediaTable, vehicleFiles, vehicles } from '../../db/schema/index.ts';
import { eq, inArray } from 'drizzle-orm';
import { audit } from '../../lib/audit.ts';
import type { ChangeHook } from '../../lib/change-bus.ts';
import { violatesUniqueIndex } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { fieldErrorsOf, type MultipartForm } from '../../lib/multipart.ts';
import { resolveAliases } from './aliases.ts';
import { vehicleSnapshot } from './presenter.ts';
import { readVehicleUploads, type VehicleUpload } from './files.ts';
import type { VehicleRecord, VehiclesRepository } from './repository.ts';
import { checkPlacement, DUPLICATE_REGISTRATION, loadEventCatalogue, TAKEN_VEHICLE_ID } from './rules.ts';
import { assertVehicleUnused } from './usage.ts';

type FieldErrors = Record<string, string[]>;

/** What the audit log keeps of a vehicle: the API's view, files by name and address, never bytes. */
/** The unique indexes decide races between two admins (or an admin and a bulk upload). */
function duplicateError(error: unknown): unknown {
  if (violatesUniqueIndex(error, 'vehicles_event_registration_idx')) return new HttpError(400, { strRegistrationNo: [DUPLICATE_REGISTRATION] });
  if (violatesUniqueIndex(error, 'vehicles_event_unique_id_idx')) return new HttpError(400, { strUniqueId: [TAKEN_VEHICLE_ID] });
  return error;
}

function columnsOf(values: Omit<VehicleFields, 'intEventId'>, vehicleTypeId: number) {
  return {
    categoryId: values.intCategoryId,
    vehicleTypeId,
    uniqueId: values.strUniqueId,
    registrationNo: values.strRegistrationNo,
    brand: values.strBrandName,
    model: values.strModelName,
    ownerName: values.strOwnerName,
    paid: values.strPaymentStatus === 'Paid',
    vip: values.blnVip,
    regionalTour: values.blnParticipateinLegendsTour,
    additionalInfo: values.objAdditionalInfo,
  };
}

/** `onChange` runs inside each write's transaction: the live dashboards count vehicles (ADR 014). */
export function createVehiclesService({ db, vehicles: repo, onChange }: { db: Db; vehicles: VehiclesRepository; onChange: ChangeHook }) {
  /** Text fields through the shared schema and files through sharp / the PDF check; all errors at once. */
  async function validate<S extends z.ZodType>(schema: S, form: MultipartForm): Promise<{ values: z.output<S>; uploads: VehicleUpload[] }> {
    const { fields, errors: aliasErrors } = resolveAliases(form.fields);
    const parsed = schema.safeParse(fields);
    const errors: FieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error, fields)), ...aliasErrors };
    let uploads: VehicleUpload[] = [];
    try {
      uploads = await readVehicleUploads(form.files);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      Object.assign(errors, error.body);
    }
    if (!parsed.success || Object.keys(errors).length > 0) throw new HttpError(400, errors);
    return { values: parsed.data, uploads };
  }

  /** Places a vehicle in its event: the category must be the event's, the id from its series. */
  async function placement(tx: Tx, eventId: number, values: Omit<VehicleFields, 'intEventId'>): Promise<number> {
    const catalogue = await loadEventCatalogue(tx, eventId);
    if (!catalogue) throw new HttpError(400, { intEventId: ['Unknown event.'] });
    const errors = checkPlacement(catalogue, {
      categoryId: values.intCategoryId,
      vehicleTypeId: values.intVehicleTypeId,
      uniqueId: values.strUniqueId,
    });
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
    const category = catalogue.categories.get(values.intCategoryId);
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
    if (images > VEHICLE_LIMITS.imagesMax) errors[VEHICLE_FILE_FIELDS.images] = [`A vehicle has at most ${VEHICLE_LIMITS.imagesMax} images.`];
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
    async create(actorId: number, form: MultipartForm): Promise<VehicleRecord> {
      const { values, uploads } = await validate(vehicleFieldsSchema, form);
      checkFileCounts(uploads);
      try {
        return await db.transaction(async (tx) => {
          const vehicleTypeId = await placement(tx, values.intEventId, values);
          const [row] = await tx
            .insert(vehicles)
            .values({ eventId: values.intEventId, ...columnsOf(values, vehicleTypeId) })
            .returning({ id: vehicles.id });
          if (!row) throw new Error('vehicle insert returned nothing');
          await saveFiles(tx, row.id, uploads, 0);
          const created = await reload(tx, row.id);
          await audit(tx, { userId: actorId, action: 'create', entity: 'vehicle', entityId: row.id, after: vehicleSnapshot(created) });
          await onChange(tx, { eventId: values.intEventId, kind: 'vehicle' });
          return created;
        });
      } catch (error) {
        throw duplicateError(error);
      }
    },

    /** Changes the fields, drops the files named in arrRemovedFileIds and appends the new ones. */
    async update(actorId: number, form: MultipartForm): Promise<VehicleRecord> {
      const { values, uploads } = await validate(vehicleUpdateFieldsSchema, form);
      const id = values.intVehicleId;
      try {
        return await db.transaction(async (tx) => {
          const [locked] = await tx.select({ id: vehicles.id, eventId: vehicles.eventId }).from(vehicles).where(eq(vehicles.id, id)).for('update');
          if (!locked) throw notFound();
          const before = await reload(tx, id);
          const vehicleTypeId = await placement(tx, locked.eventId, values);
          const removed = new Set(values.arrRemovedFileIds);
          const own = new Set(before.files.map((file) => file.id));
          if ([...removed].some((fileId) => !own.has(fileId))) throw new HttpError(400, { arrRemovedFileIds: ['Unknown file.'] });
          const kept = before.files.filter((file) => !removed.has(file.id));
          checkFileCounts([...kept, ...uploads]);

          await tx
            .update(vehicles)
            .set({ ...columnsOf(values, vehicleTypeId), updatedAt: new Date() })
            .where(eq(vehicles.id, id));
          const dropped = before.files.filter((file) => removed.has(file.id)).map((file) => file.mediaId);
          if (dropped.length > 0) await tx.delete(mediaTable).where(inArray(mediaTable.id, dropped));
          const last = Math.max(-1, ...(await tx.select({ p: vehicleFiles.position }).from(vehicleFiles).where(eq(vehicleFiles.vehicleId, id))).map((f) => f.p));
          await saveFiles(tx, id, uploads, last + 1);

          const after = await reload(tx, id);
          await audit(tx, { userId: actorId, action: 'update', entity: 'vehicle', entityId: id, before: vehicleSnapshot(before), after: vehicleSnapshot(after) });
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
        const [locked] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).for('update');
        if (!locked) throw notFound();
        const before = await reload(tx, id);
        await assertVehicleUnused(tx, id);
        const mediaIds = before.files.map((file) => file.mediaId);
        await tx.delete(vehicles).where(eq(vehicles.id, id));
        if (mediaIds.length > 0) await tx.delete(mediaTable).where(inArray(mediaTable.id, mediaIds));
        await audit(tx, { userId: actorId, action: 'delete', entity: 'vehicle', entityId: id, before: vehicleSnapshot(before) });
        await onChange(tx, { eventId: before.eventId, kind: 'vehicle' });
      });
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
