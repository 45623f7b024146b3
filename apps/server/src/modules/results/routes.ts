import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultsApi } from '@showgrid/shared/contract/results';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentRankingRow } from './presenter.ts';
import { createRankingService } from './ranking-service.ts';

/** Ranking with ties and the admin's tie orders (the files made of them: modules/reports). */
export const resultsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const rankings = createRankingService(db);

  const rankingOf = async (eventId: number, categoryId?: number) => {
    if (!(await rankings.eventExists(eventId))) throw notFound(EVENT_NOT_FOUND);
    return { data: (await rankings.rankEvent(eventId, categoryId)).categories.flatMap((c) => c.rows.map(presentRankingRow)) };
  };

  app.route({
    ...routeOf(resultsApi.ranking),
    handler: async (request) => rankingOf(request.query.intEventId, request.query.intCategoryId),
  });

  app.route({
    ...routeOf(resultsApi.orderTie),
    handler: async (request) => {
      const body = request.body;
      await rankings.orderTie(currentUser(request).id, {
        eventId: body.intEventId,
        categoryId: body.intCategoryId,
        vehicleIds: body.arrVehicleIds,
      });
      return rankingOf(body.intEventId, body.intCategoryId);
    },
  });
};
