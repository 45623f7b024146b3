import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleImportApi } from '@showgrid/shared/contract/vehicle-import';
import { VEHICLE_LIMITS } from '@showgrid/shared/schemas/vehicle';
import type { Db } from '../../db/client.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { readMultipartForm } from '../../lib/multipart.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createVehicleImportService } from './service.ts';
import { buildTemplate } from './template.ts';
import { FILE_FIELD } from './upload-errors.ts';

export interface VehicleImportRoutesOptions {
  db: Db;
  onChange: ChangeHook;
}

/** Bulk upload of vehicles from .csv, .xlsx and .xls, and its template. */
export const vehicleImportRoutes: FastifyPluginAsyncZod<VehicleImportRoutesOptions> = async (app, { db, onChange }) => {
  const service = createVehicleImportService(db, onChange);

  app.route({
    ...routeOf(vehicleImportApi.upload),
    handler: async (request) => {
      const form = await readMultipartForm(request, { fileFields: [FILE_FIELD], maxFileBytes: VEHICLE_LIMITS.uploadMaxBytes });
      return service.upload(currentUser(request).id, form);
    },
  });

  app.route({
    ...routeOf(vehicleImportApi.template),
    handler: async (request, reply) => {
      const file = await buildTemplate(request.query.strFormat);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
};
