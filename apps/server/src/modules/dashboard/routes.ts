import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { dashboardApi } from '@showgrid/shared/contract/dashboard';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import { notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import { ADMIN_ONLY } from '../../plugins/auth.ts';
import { closeWhenTokenExpires, socketGuard } from '../../plugins/live.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { LiveHub } from './hub.ts';
import type { DashboardService } from './service.ts';

export interface DashboardRoutesOptions {
  service: DashboardService;
  hub: LiveHub;
  tokens: TokenService;
  publicUrl: string;
}

/** SPEC §7: "by websocket with event_id and token query parameters". */
const socketQuerySchema = z.object({ event_id: idSchema, token: z.string().optional() });

/** GET /api/dashboard/, its coverage and the live sockets /ws/dashboard and /ws/live-score (admins only). */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { service, hub, tokens, publicUrl }) => {
  const guard = socketGuard(tokens, { publicUrl });

  app.route({
    ...routeOf(dashboardApi.get),
    handler: async (request) => {
      const dashboard = await service.get(request.query.intEventId);
      if (!dashboard) throw notFound(EVENT_NOT_FOUND);
      return dashboard;
    },
  });

  app.route({
    ...routeOf(dashboardApi.coverage),
    handler: async (request) => {
      const coverage = await service.coverage(request.query.intEventId);
      if (!coverage) throw notFound(EVENT_NOT_FOUND);
      return { data: coverage };
    },
  });

  /** After the guard and the query's validation: a socket is opened for events that exist only. */
  const eventMustExist = async (request: { query: { event_id: number } }) => {
    if (!(await service.exists(request.query.event_id))) throw notFound(EVENT_NOT_FOUND);
  };

  app.get(
    API.wsDashboard,
    {
      websocket: true,
      config: { access: ADMIN_ONLY },
      onRequest: guard,
      preHandler: eventMustExist,
      schema: { querystring: socketQuerySchema },
    },
    (socket, request) => {
      closeWhenTokenExpires(socket, request);
      hub.addDashboard(request.query.event_id, socket);
    },
  );

  app.get(
    API.wsLiveScore,
    {
      websocket: true,
      config: { access: ADMIN_ONLY },
      onRequest: guard,
      preHandler: eventMustExist,
      schema: { querystring: socketQuerySchema },
    },
    (socket, request) => {
      closeWhenTokenExpires(socket, request);
      hub.addLiveScore(request.query.event_id, socket);
    },
  );
};
