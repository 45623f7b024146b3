import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { MediaRepository } from '../media/repository.ts';

export interface VehicleIdsRoutesOptions {
  db: Db;
  media: MediaRepository;
  /** Where visitors reach the app: QR codes link to `${publicUrl}/audience/{id}`. */
  publicUrl: string;
  now: () => Date;
}

/** Vehicle ids: series list with assignments, available ids, QR codes, printable cards. */
export const vehicleIdsRoutes: FastifyPluginAsyncZod<VehicleIdsRoutesOptions> = async () => {};
