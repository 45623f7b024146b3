import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recusalsApi } from '@showgrid/shared/contract/scores';
import type { Db } from '../../db/client.ts';
import type { ChangeNotifier } from '../../platform/change-bus.ts';
import { judgeScope } from '../../lib/policy.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentRecusal } from './presenter.ts';
import { createRecusalsRepository } from './recusals.ts';

/** /api/recusal/ — a judge steps aside from a vehicle; the admin sees who did (PRODUCT.md "Recusal"). */
export const recusalRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeNotifier }> = async (app, { db, changes }) => {
  const recusals = createRecusalsRepository(db, changes.announce);

  app.route({
    ...routeOf(recusalsApi.recusals),
    handler: async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const rows = await recusals.list({
        eventId: q.intEventId,
        vehicleId: q.intVehicleId,
        judgeId: judgeScope(user),
      });
      return { data: rows.map(presentRecusal) };
    },
  });

  app.route({
    ...routeOf(recusalsApi.recuse),
    handler: async (request, reply) => {
      const judgeId = currentUser(request).id;
      const { intEventId: eventId, intVehicleId: vehicleId, strReason: reason } = request.body;
      const row = await recusals.recuse(judgeId, eventId, vehicleId, reason);
      return reply.code(201).send({ data: presentRecusal(row) });
    },
  });

  app.route({
    ...routeOf(recusalsApi.withdrawRecusal),
    handler: async (request, reply) => {
      const judgeId = currentUser(request).id;
      const { intEventId: eventId, intVehicleId: vehicleId } = request.query;
      await recusals.withdraw(judgeId, eventId, vehicleId);
      return reply.code(204).send(null);
    },
  });
};
