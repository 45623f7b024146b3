import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@showgrid/shared/schemas/pagination';
import { API } from '@showgrid/shared/paths';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { ADMIN_ONLY } from '../../plugins/auth.ts';
import { offsetOf, pageOf, pageRequest } from '../../lib/pagination.ts';

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
      const query = db.select().from(auditLog).orderBy(desc(auditLog.id)).$dynamic();
      const rows = req.page === undefined ? await query : await query.limit(req.pageSize).offset(offsetOf(req));
      const [total] = await db.select({ n: count() }).from(auditLog);
      return pageOf(
        rows.map((r) => ({
          intAuditId: r.id,
          intUserId: r.userId,
          strAction: r.action,
          strEntity: r.entity,
          strEntityId: r.entityId,
          objBefore: r.before,
          objAfter: r.after,
          strAt: r.at.toISOString(),
        })),
        total?.n ?? 0,
        req,
      );
    },
  );
};
