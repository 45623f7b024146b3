import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { MediaRepository } from '../media/repository.ts';

/** /api/vehicle/vehicle-category/ — to be written. */
export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaRepository }> = async () => {};
