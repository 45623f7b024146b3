import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi, type Health } from '@showgrid/shared/contract/health';
import type { Database } from '../../db/client.ts';
import { routeOf } from '../../lib/route.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const health = (status: Health['status']): Health => ({ status, database: database.kind });

  app.route({
    ...routeOf(healthApi.check),
    handler: async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return health('ok');
      } catch {
        return reply.code(503).send(health('unavailable'));
      }
    },
  });
};
