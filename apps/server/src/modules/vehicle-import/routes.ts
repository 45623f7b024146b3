import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { bulkUploadResultSchema, VEHICLE_LIMITS } from '@showgrid/shared/schemas/vehicle';
import { detailSchema, fieldErrorsSchema } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import type { ChangeHook } from '../../lib/change-bus.ts';
import { multipartValidatorCompiler, readMultipartForm } from '../../lib/multipart.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import { createVehicleImportService } from './service.ts';
import { buildTemplate, TEMPLATE_FORMATS } from './template.ts';
import { EVENT_FIELD, FILE_FIELD } from './upload-errors.ts';

export interface VehicleImportRoutesOptions {
  db: Db;
  onChange: ChangeHook;
}

/** The multipart form as OpenAPI shows it; the service reads and checks it itself. */
const uploadFormDoc = z.object({
  [EVENT_FIELD]: idSchema,
  [FILE_FIELD]: z.file().describe('.csv (UTF-8), .xlsx or .xls, at most 10 MB and 20,000 rows; header row as in the template'),
});
const templateQuerySchema = z.object({
  strFormat: z.enum(TEMPLATE_FORMATS, { error: 'Choose xlsx or csv.' }).default('xlsx'),
});


/** Bulk upload of vehicles from .csv, .xlsx and .xls, and its template. */
export const vehicleImportRoutes: FastifyPluginAsyncZod<VehicleImportRoutesOptions> = async (app, { db, onChange }) => {
  const service = createVehicleImportService(db, onChange);

  app.post(
    API.bulkUpload,
    {
      config: { access: ADMIN_ONLY },
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags: ['vehicles'],
        summary:
          'Register many vehicles of an event from a spreadsheet (multipart: file, intEventId). Good rows are added ' +
          'in one transaction, bad rows listed in failed_data; a file with formulas, macros or too many rows is refused whole',
        consumes: ['multipart/form-data'],
        body: uploadFormDoc,
        response: { 200: bulkUploadResultSchema, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema, 413: fieldErrorsSchema, 415: detailSchema },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { fileFields: [FILE_FIELD], maxFileBytes: VEHICLE_LIMITS.uploadMaxBytes });
      return service.upload(currentUser(request).id, form);
    },
  );

  app.get(
    API.bulkUploadTemplate,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['vehicles'],
        summary: 'The bulk upload template (?strFormat=xlsx, the default, or csv): the header row and one example row',
        querystring: templateQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await buildTemplate(request.query.strFormat);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
};
