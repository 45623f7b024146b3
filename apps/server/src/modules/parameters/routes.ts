import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parametersApi } from '@showgrid/shared/contract/parameters';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentParameter } from './presenter.ts';
import { createParametersRepository } from './repository.ts';

/**
 * /api/vehicle/parameter/ — SPEC "Admin parameters". SPEC leaves these paths open; they sit next
 * to the vehicle-type and vehicle-category paths (docs/decisions/006).
 */
export const parametersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const params = createParametersRepository(db);

  app.route({
    ...routeOf(parametersApi.list),
    handler: async (request) => {
      const { intVehicleTypeId, page } = request.query;
      if (!(await params.typeExists(intVehicleTypeId))) throw notFound();
      const req = pageRequest(request, page);
      const { rows, total } = await params.listLive(intVehicleTypeId, req);
      return pageOf(rows.map(presentParameter), total, req);
    },
  });

  app.route({
    ...routeOf(parametersApi.create),
    handler: async (request, reply) => {
      const { strParameterTitle, intVehicleType, intScoreLimit } = request.body;
      const row = await params.create(
        { vehicleTypeId: intVehicleType, title: strParameterTitle, scoreLimit: intScoreLimit },
        currentUser(request).id,
      );
      return reply.code(201).send({ data: presentParameter(row) });
    },
  });

  app.route({
    ...routeOf(parametersApi.remove),
    handler: async (request, reply) => {
      await params.retire(request.params.id, currentUser(request).id);
      return reply.code(204).send(null);
    },
  });
};
