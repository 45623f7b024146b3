import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awardsApi } from '@showgrid/shared/contract/awards';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../lib/route.ts';
import { createRankingService } from '../results/ranking-service.ts';
import { loadAwards } from './awards.ts';

/** /api/awards/ (ours): the awards screen's data, for admins. */
export const awardsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ranking = createRankingService(db);
  app.route({
    ...routeOf(awardsApi.get),
    handler: async (request) => ({ data: await loadAwards(db, ranking, request.params.eventId) }),
  });
};
