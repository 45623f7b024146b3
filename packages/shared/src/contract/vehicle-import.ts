import { bulkUploadFormSchema, bulkUploadResultSchema, templateQuerySchema } from '../schemas/vehicle.ts';
import { detailSchema, fieldErrorsSchema } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

const tag = 'vehicles';

/** Bulk upload of vehicles from .csv, .xlsx and .xls, and its template. */
export const vehicleImportApi = {
  upload: {
    tag,
    method: 'POST',
    path: '/api/vehicle/bulk-upload-vehicles/',
    access: ADMIN_ONLY,
    summary:
      'Register many vehicles of an event from a spreadsheet (multipart: file, intEventId). Good rows are added ' +
      'in one transaction, bad rows listed in failed_data; a file with formulas, macros or too many rows is refused whole',
    form: bulkUploadFormSchema,
    responses: {
      200: bulkUploadResultSchema,
      400: fieldErrorsSchema,
      404: detailSchema,
      409: detailSchema,
      413: fieldErrorsSchema,
      415: detailSchema,
    },
  },
  template: {
    tag,
    method: 'GET',
    path: '/api/vehicle/bulk-upload-template/',
    access: ADMIN_ONLY,
    summary: 'The bulk upload template (?strFormat=xlsx, the default, or csv): the header row and one example row',
    query: templateQuerySchema,
    file: 'The template (.xlsx or .csv), as an attachment.',
    responses: { 400: fieldErrorsSchema },
  },
} as const satisfies Contract;
