import type { z } from 'zod';
import { vehicleFieldsSchema, vehicleUpdateFieldsSchema, type VehicleFields } from '@showgrid/shared/schemas/vehicle';
import { HttpError } from '../../lib/http-errors.ts';
import { fieldErrorsOf, type MultipartForm } from '../../lib/multipart.ts';
import { resolveAliases } from './aliases.ts';
import { readVehicleUploads, type VehicleUpload } from './files.ts';
import type { VehicleDetails } from './rules.ts';

/**
 * The vehicle form (SPEC §3: multipart, its field names and their aliases) read into plain input
 * (ADR 002): the one place the service's input is taken from SPEC's names. Every error at once.
 */

/** A vehicle's fields as the service stores them. */
export interface VehicleInput extends VehicleDetails {
  categoryId: number;
  /** Sent by some forms; must then match the category's type. */
  vehicleTypeId: number | undefined;
  additionalInfo: Record<string, unknown>;
}

export interface NewVehicle {
  eventId: number;
  vehicle: VehicleInput;
  uploads: VehicleUpload[];
}

export interface VehicleChange {
  vehicleId: number;
  vehicle: VehicleInput;
  /** Stored files to drop (ids of the vehicle's images and documents). */
  removedFileIds: number[];
  uploads: VehicleUpload[];
}

const inputOf = (values: Omit<VehicleFields, 'intEventId'>): VehicleInput => ({
  categoryId: values.intCategoryId,
  vehicleTypeId: values.intVehicleTypeId,
  uniqueId: values.strUniqueId,
  registrationNo: values.strRegistrationNo,
  brand: values.strBrandName,
  model: values.strModelName,
  ownerName: values.strOwnerName,
  paid: values.strPaymentStatus === 'Paid',
  vip: values.blnVip,
  regionalTour: values.blnParticipateinLegendsTour,
  additionalInfo: values.objAdditionalInfo,
});

/** Text fields through the shared schema and files through sharp / the PDF check; all errors at once. */
async function validate<S extends z.ZodType>(schema: S, form: MultipartForm): Promise<{ values: z.output<S>; uploads: VehicleUpload[] }> {
  const { fields, errors: aliasErrors } = resolveAliases(form.fields);
  const parsed = schema.safeParse(fields);
  const errors: Record<string, string[]> = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error, fields)), ...aliasErrors };
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

/** POST /vehicle/. */
export async function readNewVehicle(form: MultipartForm): Promise<NewVehicle> {
  const { values, uploads } = await validate(vehicleFieldsSchema, form);
  return { eventId: values.intEventId, vehicle: inputOf(values), uploads };
}

/** PUT /vehicle/. */
export async function readVehicleChange(form: MultipartForm): Promise<VehicleChange> {
  const { values, uploads } = await validate(vehicleUpdateFieldsSchema, form);
  return { vehicleId: values.intVehicleId, vehicle: inputOf(values), removedFileIds: values.arrRemovedFileIds, uploads };
}
