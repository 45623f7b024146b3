import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@showgrid/shared/contract/audit';
import type { Db } from '../../db/client.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { routeOf } from '../../lib/route.ts';
import { presentAuditEntry } from './presenter.ts';
import { nameParts, recordName } from './record-names.ts';
import { listAudit, lookUpNames } from './repository.ts';

/** The audit trail, newest first, for admins; narrowed by entity, person and time when asked; each record named. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(auditApi.list),
    handler: async (request) => {
      const req = pageRequest(request, request.query.page);
      const q = request.query;
      const { rows, total } = await listAudit(db, req, {
        entity: q.strEntity,
        user: q.strUser,
        from: q.dtFrom === undefined ? undefined : new Date(q.dtFrom),
        to: q.dtTo === undefined ? undefined : new Date(q.dtTo),
      });
      const parts = rows.map(nameParts);
      const distinct = (ids: (number | undefined)[]) => [...new Set(ids.filter((id) => id !== undefined))];
      const known = await lookUpNames(db, {
        vehicles: distinct(parts.map((p) => p.vehicle)),
        people: distinct(parts.map((p) => p.person?.id)),
        events: distinct(parts.map((p) => p.event)),
      });
      return pageOf(
        rows.map((row, i) => presentAuditEntry(row, recordName(parts[i] ?? {}, known))),
        total,
        req,
      );
    },
  });
};
