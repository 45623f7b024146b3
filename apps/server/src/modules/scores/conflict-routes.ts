import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { scoreConflictSchema, scoreEntrySchema } from '@showgrid/shared/schemas/score';
import { dataOf, detailSchema, fieldErrorsSchema } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import type { ChangeNotifier } from '../../lib/change-bus.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import { applyConflict, listConflicts, markResolved } from './conflicts.ts';
import { presentConflict, presentEntry } from './presenter.ts';

const tags = ['scores'];
/**
 * The shared schema's objRejected reuses the body schema, whose id fields are preprocessed; the
 * response serializer cannot encode through a preprocess, so the answer is declared with the
 * same shape in plain output types.
 */
const rejectedOutput = z.object({
  intEventId: z.number().int().optional(),
  intVehicleId: z.number().int().optional(),
  intJudgeId: z.number().int().optional(),
  strSpecialNote: z.string().optional(),
  objParameterWiseScore: z.record(z.string(), z.number()),
  blnTopChoice: z.boolean().optional(),
  dtEditedAt: z.string().optional(),
  strDeviceId: z.string().optional(),
});
const conflictOutput = scoreConflictSchema.extend({ objRejected: rejectedOutput });
const one = dataOf(conflictOutput);

/** /api/score-conflict/ — older edits the server kept out (PRODUCT.md "Conflicts"), for the admin to settle. */
export const conflictRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeNotifier; now: () => Date }> = async (app, { db, changes, now }) => {
  app.get(
    API.scoreConflicts,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Score conflicts (older edits not applied), newest first',
        querystring: z.object({ intEventId: idSchema.optional() }),
        response: { 200: dataOf(z.array(conflictOutput)) },
      },
    },
    async (request) => {
      const rows = await listConflicts(db, request.query.intEventId);
      return { data: rows.map(presentConflict) };
    },
  );

  app.put(
    `${API.scoreConflicts}:id/`,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Mark a conflict resolved (blnResolved: true) or open again (false)',
        params: z.object({ id: idSchema }),
        body: z.object({ blnResolved: z.boolean({ error: 'Must be true or false.' }) }),
        response: { 200: one, 400: fieldErrorsSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const row = await markResolved(db, { conflictId: request.params.id, resolved: request.body.blnResolved, adminId: currentUser(request).id });
      return { data: presentConflict(row) };
    },
  );

  app.post(
    `${API.scoreConflicts}:id/apply/`,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Apply a conflicting edit: it becomes the judge’s kept score sheet, and the conflict is marked resolved',
        description:
          'Obeys what a judge’s save obeys: the judge still judges the event, the vehicle is Paid, the judge did not step aside, ' +
          'the sheet scores exactly the live parameters, the judges-choice cap. Otherwise 409 with the reason; a conflict ' +
          'already resolved (or applied) is 409 too. Audited as the admin’s edit; live dashboards are told.',
        params: z.object({ id: idSchema }),
        response: { 200: dataOf(scoreEntrySchema), 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const entry = await applyConflict(db, changes, { conflictId: request.params.id, adminId: currentUser(request).id, now: now() });
      return { data: presentEntry(entry) };
    },
  );
};
