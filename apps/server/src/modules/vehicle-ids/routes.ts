import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../lib/route.ts';
import { presentVehicleId } from './presenter.ts';
import { createVehicleIdsService } from './service.ts';

/** Vehicle ids: series list with assignments, available ids (their QR codes and cards: modules/reports/cards-routes.ts). */
export const vehicleIdsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  const service = createVehicleIdsService({ db, now });

  app.route({
    ...routeOf(vehicleIdsApi.list),
    handler: async (request) => ({
      data: (await service.list(request.query.intCategoryId)).map(({ id, holder }) => presentVehicleId(id, holder)),
    }),
  });

  app.route({
    ...routeOf(vehicleIdsApi.available),
    handler: async (request) => {
      const { intEventId, intCategoryId, intVehicleId } = request.query;
      return { data: await service.available(intEventId, intCategoryId, intVehicleId) };
    },
  });
};
