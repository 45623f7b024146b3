import { VEHICLE_FILE_FIELDS, type PaymentStatus } from '@showgrid/shared/schemas/vehicle';

/** What the Add / Edit Vehicle form hands over, in the API's names where it has them. */
export interface VehicleFormPayload {
  strRegistrationNo: string;
  strBrandName: string;
  strModelName: string;
  strOwnerName: string;
  intCategoryId: number;
  /** The chosen category's type; left out when the category list could not be read. */
  intVehicleTypeId: number | null;
  /** Blank: no vehicle id yet. */
  strUniqueId: string;
  strPaymentStatus: PaymentStatus;
  blnVip: boolean;
  blnParticipateinLegendsTour: boolean;
  /** Kept as it was when editing (SPEC: sent empty on create). */
  objAdditionalInfo: Record<string, unknown>;
  images: File[];
  documents: File[];
  /** Stored images / documents to drop (edit only). */
  removedFileIds: number[];
}

export type VehicleTarget = { eventId: number } | { vehicleId: number };

/**
 * The multipart body of POST / PUT /api/vehicle/ (SPEC §7): text fields, then every picked file
 * under its field name. POST names the event; PUT names the vehicle and the stored files to drop.
 */
export function toVehicleFormData(payload: VehicleFormPayload, target: VehicleTarget): FormData {
  const form = new FormData();
  if ('eventId' in target) form.set('intEventId', String(target.eventId));
  else {
    form.set('intVehicleId', String(target.vehicleId));
    form.set('arrRemovedFileIds', payload.removedFileIds.join(','));
  }
  form.set('strRegistrationNo', payload.strRegistrationNo);
  form.set('strBrandName', payload.strBrandName);
  form.set('strModelName', payload.strModelName);
  form.set('strOwnerName', payload.strOwnerName);
  form.set('intCategoryId', String(payload.intCategoryId));
  if (payload.intVehicleTypeId !== null) form.set('intVehicleTypeId', String(payload.intVehicleTypeId));
  form.set('strUniqueId', payload.strUniqueId);
  form.set('strPaymentStatus', payload.strPaymentStatus);
  form.set('blnVip', String(payload.blnVip));
  form.set('blnParticipateinLegendsTour', String(payload.blnParticipateinLegendsTour));
  form.set('objAdditionalInfo', JSON.stringify(payload.objAdditionalInfo));
  for (const image of payload.images) form.append(VEHICLE_FILE_FIELDS.images, image);
  for (const document of payload.documents) form.append(VEHICLE_FILE_FIELDS.documents, document);
  return form;
}
