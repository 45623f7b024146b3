import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import type { Db } from '../../db/client.ts';
import type { ChangeNotifier } from '../../platform/change-bus.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { judgeScope, scoreAuthor } from '../../lib/policy.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { conflictRoutes } from './conflict-routes.ts';
import { recusalRoutes } from './recusal-routes.ts';
import { presentEntry } from './presenter.ts';
import { createScoresRepository } from './repository.ts';
import { totalsRoutes } from './totals-routes.ts';
import { createScoresService, scoreInputOf, type SaveResult, type ScoreBody } from './service.ts';

export interface ScoresRoutesOptions {
  db: Db;
  changes: ChangeNotifier;
  /** The server's clock: an edit without a time, or stamped too far ahead, is timed by it (ADR 009). */
  now?: () => Date;
}

/** /api/score-entry/ and the results, recusal and conflict calls built on score entries. */
export const scoresRoutes: FastifyPluginAsyncZod<ScoresRoutesOptions> = async (app, { db, changes, now = () => new Date() }) => {
  const repo = createScoresRepository(db);
  const service = createScoresService(db, changes, now);

  const answer = (result: SaveResult) =>
    result.kind === 'conflict'
      ? { status: 409 as const, body: { detail: result.detail, data: presentEntry(result.kept) } }
      : { status: result.kind === 'created' ? (201 as const) : (200 as const), body: { data: presentEntry(result.entry) } };

  app.route({
    ...routeOf(scoreEntriesApi.list),
    handler: async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const req = pageRequest(request, q.page);
      const judgeId = judgeScope(user, q.intJudgeId);
      const { rows, total } = await repo.list(
        { eventId: q.intEventId, vehicleId: q.intVehicleId, categoryId: q.intCategoryId, judgeId },
        req,
      );
      return pageOf(rows.map(presentEntry), total, req);
    },
  });

  app.route({
    ...routeOf(scoreEntriesApi.one),
    handler: async (request) => {
      const user = currentUser(request);
      const found = await repo.find({ id: request.params.id, judgeId: judgeScope(user) });
      if (!found) throw notFound();
      return { data: presentEntry(found) };
    },
  });

  app.route({
    ...routeOf(scoreEntriesApi.create),
    handler: async (request, reply) => {
      // A judge's own sheet, or a judge's paper sheet entered by an admin (ADR 034).
      const author = scoreAuthor(currentUser(request), request.body);
      const { status, body } = answer(await service.save(author, scoreInputOf(request.body)));
      return reply.code(status).send(body);
    },
  });

  /** An update of the judge's own entry `id`: the same rules as a save, the entry must exist. */
  async function update(request: FastifyRequest, reply: FastifyReply, id: number, body: ScoreBody) {
    const user = currentUser(request);
    // Judges only (the contract): their own entry, never a paper sheet.
    const author = scoreAuthor(user, body);
    if (!(await repo.exists({ id, judgeId: author.judgeId }))) throw notFound();
    const { status, body: answered } = answer(await service.save(author, scoreInputOf(body), id));
    return reply.code(status === 201 ? 200 : status).send(answered);
  }

  app.route({
    ...routeOf(scoreEntriesApi.update),
    handler: async (request, reply) => {
      if (request.body.intScoreId !== undefined && request.body.intScoreId !== request.params.id) {
        throw new HttpError(400, { intScoreId: ['Does not match the score entry in the address.'] });
      }
      return update(request, reply, request.params.id, request.body);
    },
  });

  // SPEC §4: "updated (score id present)": the id may ride in the body instead of the address.
  app.route({
    ...routeOf(scoreEntriesApi.updateNamedInBody),
    handler: async (request, reply) => update(request, reply, request.body.intScoreId, request.body),
  });

  app.route({
    ...routeOf(scoreEntriesApi.remove),
    handler: async (request, reply) => {
      const user = currentUser(request);
      await service.remove(user.id, request.params.id, judgeScope(user));
      return reply.code(204).send(null);
    },
  });

  await app.register(totalsRoutes, { db });
  await app.register(recusalRoutes, { db, changes });
  await app.register(conflictRoutes, { db, changes, now });
};
