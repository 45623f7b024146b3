import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoreConflictsApi } from '@showgrid/shared/contract/scores';
import type { Db } from '../../db/client.ts';
import type { ChangeNotifier } from '../../platform/change-bus.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { applyConflict, listConflicts, markResolved } from './conflicts.ts';
import { presentConflict, presentEntry } from './presenter.ts';

/** /api/score-conflict/ — older edits the server kept out (PRODUCT.md "Conflicts"), for the admin to settle. */
export const conflictRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeNotifier; now: () => Date }> = async (
  app,
  { db, changes, now },
) => {
  app.route({
    ...routeOf(scoreConflictsApi.conflicts),
    handler: async (request) => {
      const rows = await listConflicts(db, request.query.intEventId);
      return { data: rows.map(presentConflict) };
    },
  });

  app.route({
    ...routeOf(scoreConflictsApi.resolveConflict),
    handler: async (request) => {
      const row = await markResolved(db, {
        conflictId: request.params.id,
        resolved: request.body.blnResolved,
        adminId: currentUser(request).id,
      });
      return { data: presentConflict(row) };
    },
  });

  app.route({
    ...routeOf(scoreConflictsApi.applyConflict),
    handler: async (request) => {
      const entry = await applyConflict(db, changes, { conflictId: request.params.id, adminId: currentUser(request).id, now: now() });
      return { data: presentEntry(entry) };
    },
  });
};
