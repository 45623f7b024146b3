import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { scoreConflictAnswerSchema, scoreEntryBodySchema, scoreEntryQuerySchema, scoreEntrySchema } from '@showgrid/shared/schemas/score';
import { dataOf, detailSchema, fieldErrorsSchema, listOf } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import type { ChangeNotifier } from '../../lib/change-bus.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { assertMayScoreAs, judgeScope } from '../../lib/policy.ts';
import { ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import { conflictRoutes } from './conflict-routes.ts';
import { recusalRoutes } from './recusal-routes.ts';
import { presentEntry } from './presenter.ts';
import { createScoresRepository } from './repository.ts';
import { resultsRoutes } from './results-routes.ts';
import { CONFLICT, createScoresService, type SaveResult, type ScoreBody } from './service.ts';

export interface ScoresRoutesOptions {
  db: Db;
  changes: ChangeNotifier;
  /** The server's clock: an edit without a time, or stamped too far ahead, is timed by it (ADR 009). */
  now?: () => Date;
}

const tags = ['scores'];
const JUDGE_ONLY = ['judge'] as const;
const one = dataOf(scoreEntrySchema);
const list = listOf(scoreEntrySchema);
const params = z.object({ id: idSchema });
const writeResponses = {
  200: one,
  201: one,
  400: fieldErrorsSchema,
  403: detailSchema,
  404: detailSchema,
  409: z.union([scoreConflictAnswerSchema, detailSchema]).describe('An older edit (the kept entry in data), or a recused vehicle'),
};
const conflictDoc =
  'Upsert per (event, vehicle, judge). The newest dtEditedAt wins: an older edit is not applied, is recorded as a conflict ' +
  'and answered 409 with the kept entry; the same sheet sent again answers 200 and changes nothing. dtEditedAt is optional ' +
  '(without it the edit is timed at receipt); one more than 2 minutes ahead of the server is taken at the server’s time. ' +
  'intJudgeId, if sent, must be the caller’s own (403 otherwise). intScoreId is ignored by POST; PUT refuses one that differs from the path.';

/** /api/score-entry/ and the results, recusal and conflict calls built on score entries. */
export const scoresRoutes: FastifyPluginAsyncZod<ScoresRoutesOptions> = async (app, { db, changes, now = () => new Date() }) => {
  const repo = createScoresRepository(db);
  const service = createScoresService(db, changes, now);

  const answer = (result: SaveResult) =>
    result.kind === 'conflict'
      ? { status: 409 as const, body: { detail: CONFLICT, data: presentEntry(result.kept) } }
      : { status: result.kind === 'created' ? (201 as const) : (200 as const), body: { data: presentEntry(result.entry) } };

  app.get(
    API.scoreEntries,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'List score entries (page of 10, or all with header blnRemovePagination: true), newest first',
        description: 'Filters: intEventId, intVehicleId, intJudgeId, intCategoryId. A judge gets only their own entries.',
        querystring: scoreEntryQuerySchema,
        response: { 200: list },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const req = pageRequest(request, q.page);
      const judgeId = judgeScope(user, q.intJudgeId);
      const { rows, total } = await repo.list({ eventId: q.intEventId, vehicleId: q.intVehicleId, categoryId: q.intCategoryId, judgeId }, req);
      return pageOf(rows.map(presentEntry), total, req);
    },
  );

  app.get(
    `${API.scoreEntries}:id/`,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: { tags, summary: 'One score entry (a judge: their own only)', params, response: { 200: one, 404: detailSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const found = await repo.find({ id: request.params.id, judgeId: judgeScope(user) });
      if (!found) throw notFound();
      return { data: presentEntry(found) };
    },
  );

  app.post(
    API.scoreEntries,
    {
      config: { access: JUDGE_ONLY },
      schema: { tags, summary: 'Save the judge’s score for a vehicle', description: conflictDoc, body: scoreEntryBodySchema, response: writeResponses },
    },
    async (request, reply) => {
      const user = currentUser(request);
      assertMayScoreAs(user, request.body.intJudgeId);
      const { status, body } = answer(await service.save(user.id, request.body));
      return reply.code(status).send(body);
    },
  );

  /** An update of the judge's own entry `id`: the same rules as a save, the entry must exist. */
  async function update(request: FastifyRequest, reply: FastifyReply, id: number, body: ScoreBody) {
    const user = currentUser(request);
    assertMayScoreAs(user, body.intJudgeId);
    if (!(await repo.exists({ id, judgeId: user.id }))) throw notFound();
    const { status, body: answered } = answer(await service.save(user.id, body, id));
    return reply.code(status === 201 ? 200 : status).send(answered);
  }

  app.put(
    `${API.scoreEntries}:id/`,
    {
      config: { access: JUDGE_ONLY },
      schema: { tags, summary: 'Change the judge’s own score entry', description: conflictDoc, params, body: scoreEntryBodySchema, response: writeResponses },
    },
    async (request, reply) => {
      if (request.body.intScoreId !== undefined && request.body.intScoreId !== request.params.id) {
        throw new HttpError(400, { intScoreId: ['Does not match the score entry in the address.'] });
      }
      return update(request, reply, request.params.id, request.body);
    },
  );

  // SPEC §4: "updated (score id present)": the id may ride in the body instead of the address.
  app.put(
    API.scoreEntries,
    {
      config: { access: JUDGE_ONLY },
      schema: {
        tags,
        summary: 'Change the judge’s own score entry named by intScoreId in the body',
        description: conflictDoc,
        body: scoreEntryBodySchema.extend({ intScoreId: idSchema }),
        response: writeResponses,
      },
    },
    async (request, reply) => update(request, reply, request.body.intScoreId, request.body),
  );

  app.delete(
    `${API.scoreEntries}:id/`,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: { tags, summary: 'Delete a score entry (an admin any, a judge their own)', params, response: { 204: z.null().describe('Deleted'), 404: detailSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await service.remove(user.id, request.params.id, judgeScope(user));
      return reply.code(204).send(null);
    },
  );

  await app.register(resultsRoutes, { db });
  await app.register(recusalRoutes, { db });
  await app.register(conflictRoutes, { db, changes, now });
};
