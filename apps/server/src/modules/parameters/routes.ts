import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

/** /api/vehicle/parameter/ — to be written. */
export const parametersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async () => {};
