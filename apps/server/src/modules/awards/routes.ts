import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awardsApi } from '@showgrid/shared/contract/awards';
import type { Awards } from '@showgrid/shared/schemas/awards';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createRankingService } from '../results/ranking-service.ts';
import { loadAwards } from './awards.ts';
import { createAwardsSharing } from './sharing.ts';

/** What entrants see: no scores unless the organiser chose to show them. */
const withoutScores = (awards: Awards): Awards => ({
  ...awards,
  arrCategories: awards.arrCategories.map((category) => ({ ...category, arrPodium: category.arrPodium.map((place) => ({ ...place, strTotalScore: null })) })),
});

/** /api/awards/ (ours, ADR 028): the awards screen's data, its read-only link, the published results. */
export const awardsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  const ranking = createRankingService(db);
  const sharing = createAwardsSharing(db, now);

  app.route({
    ...routeOf(awardsApi.get),
    handler: async (request) => {
      const { eventId } = request.params;
      const awards = await loadAwards(db, ranking, eventId);
      return { data: { ...awards, objSharing: await sharing.of(eventId) } };
    },
  });

  app.route({
    ...routeOf(awardsApi.createLink),
    handler: async (request, reply) => reply.code(201).send({ data: { strToken: await sharing.createLink(currentUser(request), request.params.eventId) } }),
  });

  app.route({
    ...routeOf(awardsApi.revokeLink),
    handler: async (request, reply) => {
      await sharing.revokeLink(currentUser(request), request.params.eventId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(awardsApi.shared),
    handler: async (request) => ({ data: await loadAwards(db, ranking, await sharing.eventOfToken(request.params.token)) }),
  });

  app.route({
    ...routeOf(awardsApi.publish),
    handler: async (request) => ({ data: await sharing.publish(currentUser(request), request.params.eventId, request.body) }),
  });

  app.route({
    ...routeOf(awardsApi.published),
    handler: async (request) => {
      const { eventId } = request.params;
      const { blnShowScores } = await sharing.published(eventId);
      const awards = await loadAwards(db, ranking, eventId);
      return { data: blnShowScores ? awards : withoutScores(awards) };
    },
  });
};
