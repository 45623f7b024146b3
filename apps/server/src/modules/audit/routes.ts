import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@showgrid/shared/schemas/pagination';
import { API } from '@showgrid/shared/paths';
import type { Db } from '../../db/client.ts';
import { ADMIN_ONLY } from '../../plugins/auth.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { listAudit, type AuditRow } from './repository.ts';

/** An audit row in the API's names. */
const toApi = (r: AuditRow) => ({
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
  app.get(
    API.audit,
    {
      config: { access: ADMIN_ONLY },
      schema: { tags: ['audit'], querystring: pageQuerySchema.partial() },
    },
    async (request) => {
      const req = pageRequest(request, request.query.page);
      const { rows, total } = await listAudit(db, req);
      return pageOf(rows.map(toApi), total, req);
    },
  );
};
