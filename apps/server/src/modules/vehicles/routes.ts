import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { MediaRepository } from '../media/repository.ts';

export interface VehiclesRoutesOptions {
  db: Db;
  media: MediaRepository;
}

/** /api/vehicle/: vehicles of an event with their pictures and documents. */
export const vehiclesRoutes: FastifyPluginAsyncZod<VehiclesRoutesOptions> = async () => {};
