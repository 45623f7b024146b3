import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

/** /api/vehicle/vehicle-type/ — to be written. */
export const vehicleTypesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async () => {};
