import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { mediaUrl, vehicleDocumentUrl } from '../media/repository.ts';
import type { VehicleFileRecord, VehicleRecord } from './repository.ts';

/** A vehicle in SPEC §3's names (ADR 002): the one place they are written, for answers and the audit log alike. */

/** The judging fields of an answer: x/y and the parameters the vehicle is judged on. */
type JudgingFields = 'strTotalScore' | 'arrJudgingParameterIds';
/** The file fields of an answer. */
type FileFields = 'arrVehicleImagedetails' | 'arrVehicleDocuments' | 'arrVehicleDocumentNames';

/** The vehicle's own fields, without the judging figures (PRODUCT.md): what a reader's view narrows. */
export type VehicleFieldsApi = Omit<Vehicle, JudgingFields>;

/** A vehicle's own columns with the names it is shown with, in the code's names: a stored vehicle, or one a bulk upload inserts. */
export type VehicleFacts = Pick<
  VehicleRecord,
  | 'id'
  | 'eventId'
  | 'uniqueId'
  | 'registrationNo'
  | 'brand'
  | 'model'
  | 'ownerName'
  | 'categoryId'
  | 'categoryName'
  | 'vehicleTypeId'
  | 'vehicleTypeTitle'
  | 'paid'
  | 'vip'
  | 'regionalTour'
  | 'additionalInfo'
>;

/**
 * What the audit log keeps of a vehicle, before and after alike: its fields in API names, its
 * files as /media paths; a vehicle a bulk upload made has no files, and its row says nothing of them.
 */
export type VehicleSnapshot = Omit<VehicleFieldsApi, FileFields> & Partial<Pick<VehicleFieldsApi, FileFields>>;

function factsFields(row: VehicleFacts): Omit<VehicleFieldsApi, FileFields> {
  return {
    intVehicleId: row.id,
    intEventId: row.eventId,
    strUniqueId: row.uniqueId,
    strRegistrationNumber: row.registrationNo,
    strBrandName: row.brand,
    strModelName: row.model,
    strOwnerName: row.ownerName,
    intCategoryId: row.categoryId,
    strCategoryName: row.categoryName,
    intVehicleTypeId: row.vehicleTypeId,
    strVehicleTypeTitle: row.vehicleTypeTitle,
    blnPaid: row.paid,
    strPaymentStatus: row.paid ? 'Paid' : 'Unpaid',
    blnVIP: row.vip,
    strRegistrationType: row.vip ? 'VIP' : 'Regular',
    blnParticipateinLegendsTour: row.regionalTour,
    objAdditionalInfo: isRecord(row.additionalInfo) ? row.additionalInfo : {},
  };
}

function filesFields(files: readonly VehicleFileRecord[]): Pick<VehicleFieldsApi, FileFields> {
  const images = files.filter((file) => file.kind === 'image');
  const documents = files.filter((file) => file.kind === 'document');
  return {
    arrVehicleImagedetails: images.map((file) => ({ id: file.id, name: file.name, strBase64Image: mediaUrl(file.mediaId) ?? '' })),
    // Owners' papers: an admin-only download, not public media (modules/media/routes.ts).
    arrVehicleDocuments: documents.map((file) => ({ id: file.id, name: file.name, url: vehicleDocumentUrl(file.id), mime: file.mime })),
    arrVehicleDocumentNames: documents.map((file) => file.name),
  };
}

/** A vehicle in SPEC §3's names, without the judging figures. */
export function vehicleFields(row: VehicleRecord): VehicleFieldsApi {
  return { ...factsFields(row), ...filesFields(row.files) };
}

/** A stored vehicle as the audit log keeps it. */
export const vehicleSnapshot = (row: VehicleRecord): VehicleSnapshot => vehicleFields(row);

/** A vehicle a bulk upload inserts (no files yet), as the audit log keeps it. */
export const newVehicleSnapshot = (facts: VehicleFacts): VehicleSnapshot => factsFields(facts);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    vehicle: VehicleSnapshot;
  }
}
