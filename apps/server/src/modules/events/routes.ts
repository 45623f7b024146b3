import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { MediaRepository } from '../media/repository.ts';

/** /api/event/manage-event/ — to be written. */
export const eventsRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaRepository; now: () => Date }> = async () => {};
