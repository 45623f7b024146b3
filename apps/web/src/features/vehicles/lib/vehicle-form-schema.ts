import { z } from 'zod';
import { REQUIRED } from '@showgrid/shared/schemas/fields';
import { PAYMENT_STATUSES, REGISTRATION_TYPES, vehicleFieldsSchema, type Vehicle } from '@showgrid/shared/schemas/vehicle';

const shape = vehicleFieldsSchema.shape;

/** The Add / Edit Vehicle form: the API's own rules for the text fields (SPEC §5), choices as text. */
export const vehicleFormSchema = z.object({
  strRegistrationNo: shape.strRegistrationNo,
  strBrandName: shape.strBrandName,
  strModelName: shape.strModelName,
  strOwnerName: shape.strOwnerName,
  intCategoryId: z.string().min(1, REQUIRED).transform(Number),
  /** Blank: no vehicle id yet. */
  strUniqueId: z.string(),
  strPaymentStatus: z.enum(PAYMENT_STATUSES),
  registrationType: z.enum(REGISTRATION_TYPES),
  blnParticipateinLegendsTour: z.boolean(),
  images: z.array(z.instanceof(File)),
  documents: z.array(z.instanceof(File)),
  /** Stored images and documents the organiser removed (sent as arrRemovedFileIds). */
  removedFileIds: z.array(z.number().int()),
});

export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;
export type VehicleFormField = keyof VehicleFormInput;

/** SPEC defaults (Unpaid, Regular, no tour) for a new vehicle; the stored values when editing. */
export function vehicleFormDefaults(vehicle: Vehicle | null): VehicleFormInput {
  return {
    strRegistrationNo: vehicle?.strRegistrationNumber ?? '',
    strBrandName: vehicle?.strBrandName ?? '',
    strModelName: vehicle?.strModelName ?? '',
    strOwnerName: vehicle?.strOwnerName ?? '',
    intCategoryId: vehicle ? String(vehicle.intCategoryId) : '',
    strUniqueId: vehicle?.strUniqueId ?? '',
    strPaymentStatus: vehicle?.strPaymentStatus ?? 'Unpaid',
    registrationType: vehicle?.strRegistrationType ?? 'Regular',
    blnParticipateinLegendsTour: vehicle?.blnParticipateinLegendsTour ?? false,
    images: [],
    documents: [],
    removedFileIds: [],
  };
}

/** Where a server 400 / 413 on an API field is shown in the form; null: in a toast. */
export function formFieldFor(apiField: string): VehicleFormField | null {
  const [root = ''] = apiField.split('.');
  switch (root) {
    case 'strRegistrationNo':
    case 'strBrandName':
    case 'strModelName':
    case 'strOwnerName':
    case 'intCategoryId':
    case 'strUniqueId':
    case 'strPaymentStatus':
    case 'blnParticipateinLegendsTour':
      return root;
    // The type follows the category: a mismatch is the category's to fix.
    case 'intVehicleTypeId':
      return 'intCategoryId';
    case 'blnVip':
      return 'registrationType';
    case 'vehicleImages':
      return 'images';
    case 'vehicleDocuments':
      return 'documents';
    default:
      return null;
  }
}
