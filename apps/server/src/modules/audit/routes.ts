import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@showgrid/shared/contract/audit';
import type { Db } from '../../db/client.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { routeOf } from '../../lib/route.ts';
import { presentAuditEntry } from './presenter.ts';
import { listAudit } from './repository.ts';

/** The audit trail, newest first, for admins. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(auditApi.list),
    handler: async (request) => {
      const req = pageRequest(request, request.query.page);
      const { rows, total } = await listAudit(db, req);
      return pageOf(rows.map(presentAuditEntry), total, req);
    },
  });
};
