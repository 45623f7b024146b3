import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gateApi } from '@showgrid/shared/contract/gate';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentGateEvent, presentGateList, presentGateVehicle, presentStaff } from './presenter.ts';
import type { GateService } from './service.ts';

/** /api/gate/ (ours): check-in and payment at the gate for admins and staff; the volunteers' accounts for admins. */
export const gateRoutes: FastifyPluginAsyncZod<{ gate: GateService }> = async (app, { gate }) => {
  app.route({
    ...routeOf(gateApi.events),
    handler: async () => ({ data: (await gate.events()).map(presentGateEvent) }),
  });

  app.route({
    ...routeOf(gateApi.vehicles),
    handler: async (request) => {
      return { data: presentGateList(await gate.list(request.params.eventId)) };
    },
  });

  app.route({
    ...routeOf(gateApi.checkIn),
    handler: async (request) => ({
      data: presentGateVehicle(
        await gate.checkIn(currentUser(request), request.params.eventId, {
          vehicleId: request.body.intVehicleId,
          arrived: request.body.blnArrived,
          tappedAt: request.body.dtAt,
        }),
      ),
    }),
  });

  app.route({
    ...routeOf(gateApi.paid),
    handler: async (request) => ({
      data: presentGateVehicle(
        await gate.markPaid(currentUser(request), request.params.eventId, request.body.intVehicleId, request.body.strMethod),
      ),
    }),
  });

  app.route({
    ...routeOf(gateApi.staffList),
    handler: async () => ({ data: (await gate.staff()).map(presentStaff) }),
  });

  app.route({
    ...routeOf(gateApi.staffCreate),
    handler: async (request, reply) =>
      reply.code(201).send({
        data: presentStaff(
          await gate.createStaff(currentUser(request), {
            email: request.body.strEmail,
            password: request.body.strPassword,
            fullName: request.body.strFullName,
          }),
        ),
      }),
  });

  app.route({
    ...routeOf(gateApi.staffDelete),
    handler: async (request, reply) => {
      await gate.deleteStaff(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
