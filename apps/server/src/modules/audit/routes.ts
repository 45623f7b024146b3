import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@showgrid/shared/contract/audit';
import type { AuditEntry } from '@showgrid/shared/schemas/audit';
import type { Db } from '../../db/client.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { routeOf } from '../../lib/route.ts';
import { listAudit, type AuditRow } from './repository.ts';

/** An audit row in the API's names. */
const toApi = (r: AuditRow): AuditEntry => ({
  intAuditId: r.id,
  intUserId: r.userId,
  strAction: r.action,
  strEntity: r.entity,
  strEntityId: r.entityId,
  objBefore: r.before,
  objAfter: r.after,
  strAt: r.at.toISOString(),
});

/** The audit trail, newest first, for admins. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(auditApi.list),
    handler: async (request) => {
      const req = pageRequest(request, request.query.page);
      const { rows, total } = await listAudit(db, req);
      return pageOf(rows.map(toApi), total, req);
    },
  });
};
