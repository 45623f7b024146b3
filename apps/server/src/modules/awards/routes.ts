import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awardsApi } from '@showgrid/shared/contract/awards';
import type { Db } from '../../db/client.ts';
import { clientKey } from '../../lib/client-address.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { PublicLimit } from '../../platform/public-limit.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentAwards } from './presenter.ts';
import type { PublicAwards } from './public-awards.ts';
import { loadAwards } from './read.ts';
import { NOT_PUBLISHED } from './sharing.ts';

export interface AwardsRoutesOptions {
  db: Db;
  awards: PublicAwards;
  publicLimit: PublicLimit;
}

/** /api/awards/ (ours, ADR 028): the awards screen's data, its read-only link, the published results. */
export const awardsRoutes: FastifyPluginAsyncZod<AwardsRoutesOptions> = async (app, { db, awards, publicLimit }) => {
  const { ranking, sharing, awardsOf, publishedOf } = awards;

  app.route({
    ...routeOf(awardsApi.get),
    handler: async (request) => {
      // The organiser's own screen: read fresh, never from the public cache.
      const { eventId } = request.params;
      const awards = presentAwards(await loadAwards(db, ranking, eventId));
      return { data: { ...awards, objSharing: await sharing.of(eventId) } };
    },
  });

  app.route({
    ...routeOf(awardsApi.createLink),
    handler: async (request, reply) =>
      reply.code(201).send({ data: { strToken: await sharing.createLink(currentUser(request), request.params.eventId) } }),
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
    handler: async (request) => {
      publicLimit.take(clientKey(request.ip));
      return { data: await awardsOf(await sharing.eventOfToken(request.params.token)) };
    },
  });

  app.route({
    ...routeOf(awardsApi.publish),
    handler: async (request) => {
      const { blnPublished, blnShowScores, blnShowJudges } = request.body;
      return {
        data: await sharing.publish(currentUser(request), request.params.eventId, {
          published: blnPublished,
          showScores: blnShowScores,
          showJudges: blnShowJudges,
        }),
      };
    },
  });

  app.route({
    ...routeOf(awardsApi.published),
    handler: async (request) => {
      publicLimit.take(clientKey(request.ip));
      const published = await publishedOf(request.params.eventId);
      if (!published) throw notFound(NOT_PUBLISHED);
      return { data: published };
    },
  });
};
