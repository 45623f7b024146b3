import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

export interface VehicleImportRoutesOptions {
  db: Db;
}

/** Bulk upload of vehicles from .csv, .xlsx and .xls, and its template. */
export const vehicleImportRoutes: FastifyPluginAsyncZod<VehicleImportRoutesOptions> = async () => {};
