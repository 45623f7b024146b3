import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { mediaUrl, vehicleDocumentUrl } from '../media/repository.ts';
import type { VehicleJudging } from './judging.ts';
import type { VehicleRecord } from './repository.ts';

/** The vehicle's own fields: what the audit log keeps. The judging fields are read beside it. */
export type VehicleFieldsApi = Omit<Vehicle, keyof VehicleJudging>;

/** A vehicle in SPEC §3's names, without the judging figures (PRODUCT.md). */
export function toApi(row: VehicleRecord): VehicleFieldsApi {
  const images = row.files.filter((file) => file.kind === 'image');
  const documents = row.files.filter((file) => file.kind === 'document');
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
    arrVehicleImagedetails: images.map((file) => ({ id: file.id, name: file.name, strBase64Image: mediaUrl(file.mediaId) ?? '' })),
    // Owners' papers: an admin-only download, not public media (modules/media/routes.ts).
    arrVehicleDocuments: documents.map((file) => ({ id: file.id, name: file.name, url: vehicleDocumentUrl(file.id), mime: file.mime })),
    arrVehicleDocumentNames: documents.map((file) => file.name),
  };
}

/** What the API answers: the vehicle and its judging fields (judging.ts). */
export function withJudging(vehicle: VehicleFieldsApi, judging: VehicleJudging): Vehicle {
  return { ...vehicle, ...judging };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

