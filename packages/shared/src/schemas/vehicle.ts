import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { VEHICLE_ID_PATTERN } from '../vehicle-ids.ts';
import { idSchema, jsonObjectSchema, optionalText, REQUIRED, requiredText } from './fields.ts';

/** Vehicles of an event (SPEC §3 "Vehicle", §7 /vehicle/), their files and the bulk upload. */

export const PAYMENT_STATUSES = ['Paid', 'Unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const REGISTRATION_TYPES = ['VIP', 'Regular'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const VEHICLE_LIMITS = {
  registrationMax: 30,
  textMax: 60,
  imagesMax: 8,
  documentsMax: 8,
  /** Per file; a vehicle form carries at most imagesMax + documentsMax of them. */
  fileMaxBytes: 8 * 1024 * 1024,
  /** Bulk upload (PRODUCT.md): file size, rows, inflated size and ratio of a zipped sheet. */
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadMaxRows: 20_000,
  uploadMaxUnzippedBytes: 50 * 1024 * 1024,
  uploadMaxInflateRatio: 100,
} as const;

/** Form fields are text: "true"/"false" (also 1/0, on/off, yes/no), blank is the default. */
const formBoolean = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return fallback;
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      if (['true', '1', 'on', 'yes'].includes(text)) return true;
      if (['false', '0', 'off', 'no'].includes(text)) return false;
      return value;
    },
    z.boolean({ error: english(/*i18n*/ { id: 'Must be true or false.' }) }),
  );

/** A vehicle id as typed: upper-cased, blank meaning "none yet". */
export const vehicleIdFieldSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.union([z.literal('').transform(() => null), z.string().regex(VEHICLE_ID_PATTERN, english(/*i18n*/ { id: 'Not a vehicle id.' }))]),
);

/** The text fields of the Add / Edit Vehicle form (multipart/form-data). */
export const vehicleFieldsSchema = z.object({
  intEventId: idSchema,
  strRegistrationNo: requiredText(VEHICLE_LIMITS.registrationMax),
  strBrandName: optionalText(VEHICLE_LIMITS.textMax),
  strModelName: optionalText(VEHICLE_LIMITS.textMax),
  strOwnerName: optionalText(VEHICLE_LIMITS.textMax),
  intCategoryId: idSchema,
  /** Optional: the category decides the type; when sent it must match. */
  intVehicleTypeId: idSchema.optional(),
  strUniqueId: vehicleIdFieldSchema.default(null),
  strPaymentStatus: z.enum(PAYMENT_STATUSES, { error: english(/*i18n*/ { id: 'Choose Paid or Unpaid.' }) }).default('Unpaid'),
  blnVip: formBoolean(false),
  blnParticipateinLegendsTour: formBoolean(false),
  /** SPEC sends it empty; a JSON object when given, bounded in depth and size. */
  objAdditionalInfo: jsonObjectSchema.default({}),
});
export type VehicleFields = z.output<typeof vehicleFieldsSchema>;
export type VehicleFieldsInput = z.input<typeof vehicleFieldsSchema>;

/** PUT: the vehicle, the same fields (its event stays), and the stored files to drop. */
export const vehicleUpdateFieldsSchema = vehicleFieldsSchema.omit({ intEventId: true }).extend({
  intVehicleId: idSchema,
  /** Comma-separated ids of arrVehicleImagedetails / arrVehicleDocuments entries to remove. */
  arrRemovedFileIds: z
    .preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
              .map(Number)
          : (value ?? []),
      z
        .array(
          z
            .number()
            .int()
            .positive()
            .max(2_147_483_647, english(/*i18n*/ { id: 'Unknown file.' })),
          { error: english(/*i18n*/ { id: 'Unknown file.' }) },
        )
        .max(100),
    )
    .default([]),
});
export type VehicleUpdateFields = z.output<typeof vehicleUpdateFieldsSchema>;

/** The form's file fields: several of each. */
export const VEHICLE_FILE_FIELDS = { images: 'vehicleImages', documents: 'vehicleDocuments' } as const;

/** Every file of the form, several each; the bytes are checked by the server. */
const vehicleFilesField = z.array(z.file()).optional();

/** POST /vehicle/ as OpenAPI shows it: the fields and the files (the server reads the form itself). */
export const vehicleFormSchema = vehicleFieldsSchema.extend({
  [VEHICLE_FILE_FIELDS.images]: vehicleFilesField,
  [VEHICLE_FILE_FIELDS.documents]: vehicleFilesField,
});

/** PUT /vehicle/ as OpenAPI shows it. */
export const vehicleUpdateFormSchema = vehicleUpdateFieldsSchema.extend({
  [VEHICLE_FILE_FIELDS.images]: vehicleFilesField,
  [VEHICLE_FILE_FIELDS.documents]: vehicleFilesField,
});

export const vehicleImageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A /media path (SPEC names it base64; ADR 006: images are served, not inlined). */
  strBase64Image: z.string(),
});
export const vehicleDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
});

export const vehicleSchema = z.object({
  intVehicleId: z.number().int(),
  intEventId: z.number().int(),
  strUniqueId: z.string().nullable(),
  strRegistrationNumber: z.string(),
  strBrandName: z.string(),
  strModelName: z.string(),
  strOwnerName: z.string(),
  intCategoryId: z.number().int(),
  strCategoryName: z.string(),
  intVehicleTypeId: z.number().int(),
  strVehicleTypeTitle: z.string(),
  blnPaid: z.boolean(),
  strPaymentStatus: z.enum(PAYMENT_STATUSES),
  blnVIP: z.boolean(),
  strRegistrationType: z.enum(REGISTRATION_TYPES),
  blnParticipateinLegendsTour: z.boolean(),
  objAdditionalInfo: z.record(z.string(), z.unknown()),
  arrVehicleImagedetails: z.array(vehicleImageSchema),
  arrVehicleDocuments: z.array(vehicleDocumentSchema),
  arrVehicleDocumentNames: z.array(z.string()),
  /**
   * SPEC §3 "x/y", the same figure the results page ranks by (PRODUCT.md "Scores"); null while
   * nobody scored it (results: "No score available"). A judge reads their own entry only.
   */
  strTotalScore: z.string().nullable(),
  /** SPEC §3: the live (not retired) parameters of the vehicle's type, the ones it is judged on. */
  arrJudgingParameterIds: z.array(z.number().int()),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  intEventId: idSchema.optional(),
  intCategoryId: idSchema.optional(),
  intJudgeId: idSchema.optional(),
  strUniqueId: z.string().trim().toUpperCase().max(12).optional(),
  strPaymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  strSearchQuery: z.string().trim().max(100).optional(),
});

export const vehicleDeleteQuerySchema = z.object({ intVehicleId: idSchema });

/** GET /vehicle/available-unique-id/: the free ids of a category in an event (plus the vehicle's own). */
export const availableIdsQuerySchema = z.object({
  intEventId: idSchema,
  intCategoryId: idSchema,
  intVehicleId: idSchema.optional(),
});

/** GET /vehicle/unique-id/: a category's whole series with who holds each id (manage-vehicle-id). */
export const vehicleIdStatusSchema = z.object({
  strUniqueId: z.string(),
  blnAssigned: z.boolean(),
  intVehicleId: z.number().int().nullable(),
  strVehicleName: z.string().nullable(),
  intEventId: z.number().int().nullable(),
  strEventTitle: z.string().nullable(),
});
export type VehicleIdStatus = z.infer<typeof vehicleIdStatusSchema>;

/** GET /vehicle/qr-code/?arrValues=a,b → { data: [{ a: base64png }, { b: base64png }] }. */
export const qrCodeQuerySchema = z.object({
  arrValues: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toUpperCase())
        .filter(Boolean),
    )
    .superRefine((ids, ctx) => {
      // One message on the field itself, naming the first bad value.
      const bad = ids.find((id) => !VEHICLE_ID_PATTERN.test(id));
      if (ids.length === 0) ctx.addIssue({ code: 'custom', message: REQUIRED });
      else if (ids.length > 200)
        ctx.addIssue({ code: 'custom', message: english(/*i18n*/ { id: 'Ask for at most 200 codes at a time.' }) });
      else if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `Not a vehicle id: ${bad.slice(0, 20)}.` });
    }),
});

/** Bulk upload (SPEC: .csv, .xlsx, .xls; headers matched case-insensitively). */
export const BULK_UPLOAD_HEADERS = [
  'Registration Number',
  'Brand',
  'Model',
  'Owner Name',
  'Category',
  'Vehicle Type',
  'Vehicle ID',
  'Payment Status',
  'Registration Type',
  'Regional Tour',
] as const;
export const BULK_UPLOAD_EXTENSIONS = ['.csv', '.xlsx', '.xls'] as const;

/** The bulk upload form's fields (SPEC §7: multipart `file` and `intEventId`). */
export const BULK_UPLOAD_FIELDS = { file: 'file', event: 'intEventId' } as const;

/** The bulk upload form as OpenAPI shows it; the server reads and checks it itself. */
export const bulkUploadFormSchema = z.object({
  [BULK_UPLOAD_FIELDS.event]: idSchema,
  [BULK_UPLOAD_FIELDS.file]: z.file().describe('.csv (UTF-8), .xlsx or .xls, at most 10 MB and 20,000 rows; header row as in the template'),
});

/** GET /vehicle/bulk-upload-template/?strFormat=xlsx|csv. */
export const TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];
export const templateQuerySchema = z.object({
  strFormat: z.enum(TEMPLATE_FORMATS, { error: english(/*i18n*/ { id: 'Choose xlsx or csv.' }) }).default('xlsx'),
});

export const bulkUploadResultSchema = z.object({
  message: z.string(),
  failed_data: z.array(z.string()),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;
