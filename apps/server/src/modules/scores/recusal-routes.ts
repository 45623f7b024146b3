import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { recusalBodySchema, recusalQuerySchema, recusalSchema } from '@showgrid/shared/schemas/score';
import { dataOf, detailSchema, fieldErrorsSchema } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import { judgeScope } from '../../lib/policy.ts';
import { ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import { presentRecusal } from './presenter.ts';
import { createRecusalsRepository } from './recusals.ts';

const tags = ['scores'];
const JUDGE_ONLY = ['judge'] as const;

/** /api/recusal/ — a judge steps aside from a vehicle; the admin sees who did (PRODUCT.md "Recusal"). */
export const recusalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const recusals = createRecusalsRepository(db);

  app.get(
    API.recusals,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'Recusals of an event with the judges’ names (a judge: their own)',
        querystring: recusalQuerySchema,
        response: { 200: dataOf(z.array(recusalSchema)) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const rows = await recusals.list({
        eventId: q.intEventId,
        vehicleId: q.intVehicleId,
        judgeId: judgeScope(user),
      });
      return { data: rows.map(presentRecusal) };
    },
  );

  app.post(
    API.recusals,
    {
      config: { access: JUDGE_ONLY },
      schema: {
        tags,
        summary: 'Step aside from a vehicle (refused while the judge has a score for it)',
        body: recusalBodySchema,
        response: { 201: dataOf(recusalSchema), 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      const judgeId = currentUser(request).id;
      const { intEventId: eventId, intVehicleId: vehicleId, strReason: reason } = request.body;
      const row = await recusals.recuse(judgeId, eventId, vehicleId, reason);
      return reply.code(201).send({ data: presentRecusal(row) });
    },
  );

  app.delete(
    API.recusals,
    {
      config: { access: JUDGE_ONLY },
      schema: {
        tags,
        summary: 'Withdraw the judge’s own recusal from a vehicle',
        querystring: recusalQuerySchema.extend({ intVehicleId: idSchema }),
        response: { 204: z.null().describe('Deleted'), 400: fieldErrorsSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const judgeId = currentUser(request).id;
      const { intEventId: eventId, intVehicleId: vehicleId } = request.query;
      await recusals.withdraw(judgeId, eventId, vehicleId);
      return reply.code(204).send(null);
    },
  );
};
