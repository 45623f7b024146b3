import { z } from 'zod';
import { REQUIRED, idSchema } from '@showgrid/shared/schemas/fields';
import type { BulkUploadResult } from '@showgrid/shared/schemas/vehicle';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import type { Db } from '../../db/client.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { fieldErrorsOf, type MultipartForm, type UploadedFile } from '../../lib/multipart.ts';
import { loadEventCatalogue, takenIds, takenRegistrations } from '../vehicles/rules.ts';
import { mapColumns } from './columns.ts';
import { readSheet, READ_SHEET_LIMITS, type ReadSheetLimits } from './read-sheet.ts';
import { eventExists, insertVehicles, lockEventUploads, vehicleTypeIds } from './repository.ts';
import { checkRows } from './rows.ts';
import { EVENT_FIELD, FILE_FIELD } from './upload-errors.ts';
import { readUpload } from './upload-format.ts';

/**
 * The bulk upload, in the order that keeps a bad file cheap: the form, the event, the bytes
 * (upload-format.ts), the sheet in a worker (read-sheet.ts), the header row; only then one
 * transaction that checks every row against the event and inserts the good ones.
 */

const uploadFieldsSchema = z.object({ [EVENT_FIELD]: idSchema });

const eventMissing = () => notFound(EVENT_NOT_FOUND);

function readForm(form: MultipartForm): { eventId: number; file: UploadedFile } {
  const parsed = uploadFieldsSchema.safeParse(form.fields);
  const errors: Record<string, string[]> = parsed.success ? {} : fieldErrorsOf(parsed.error, form.fields);
  const file = form.files.get(FILE_FIELD)?.[0];
  if (!file) errors[FILE_FIELD] = [REQUIRED];
  if (!parsed.success || !file) throw new HttpError(400, errors);
  return { eventId: parsed.data[EVENT_FIELD], file };
}

function summary(uploaded: number, total: number): string {
  if (uploaded === 0) return 'No vehicles uploaded.';
  return `${uploaded} of ${total} ${total === 1 ? 'vehicle' : 'vehicles'} uploaded.`;
}

/** `onChange` runs inside the upload's transaction: the live dashboards count vehicles (ADR 014). */
export function createVehicleImportService(db: Db, onChange: ChangeHook, limits: ReadSheetLimits = READ_SHEET_LIMITS) {
  return {
    async upload(actorId: number, form: MultipartForm): Promise<BulkUploadResult> {
      const { eventId, file } = readForm(form);
      if (!(await eventExists(db, eventId))) throw eventMissing();
      const rows = await readSheet(await readUpload(file), limits);
      const columns = mapColumns(rows[0] ?? []);

      try {
        return await db.transaction(async (tx) => {
          await lockEventUploads(tx, eventId);
          // Loaded once per upload: the rows are checked in memory against these sets.
          const catalogue = await loadEventCatalogue(tx, eventId);
          if (!catalogue) throw eventMissing();
          const checked = checkRows(rows, columns, {
            catalogue,
            typeIds: await vehicleTypeIds(tx),
            takenIds: await takenIds(tx, eventId),
            takenRegistrations: await takenRegistrations(tx, eventId),
          });
          await insertVehicles(tx, actorId, catalogue, checked.vehicles);
          if (checked.vehicles.length > 0) await onChange(tx, { eventId, kind: 'vehicle' });
          return { message: summary(checked.vehicles.length, checked.total), failed_data: checked.failed };
        });
      } catch (error) {
        // The lock orders uploads, but a vehicle added by hand meanwhile can still take a number.
        if (uniqueViolation(error) === undefined) throw error;
        throw new HttpError(409, {
          detail:
            'A vehicle of this event was added or changed while the file was being uploaded. Nothing was uploaded; upload the file again.',
        });
      }
    },
  };
}

export type VehicleImportService = ReturnType<typeof createVehicleImportService>;
