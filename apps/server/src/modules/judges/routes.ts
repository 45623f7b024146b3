import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { judgesApi } from '@showgrid/shared/contract/judges';
import { currentUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/http-errors.ts';
import { assertMayReadJudge } from '../../lib/policy.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { routeOf } from '../../lib/route.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { MediaRepository } from '../media/repository.ts';
import type { UsersRepository } from '../users/repository.ts';
import { readMultipartForm } from '../../lib/multipart.ts';
import { presentJudge, presentSavedJudge } from './presenter.ts';
import { createJudgesRepository } from './repository.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { PHOTO_FIELD, readJudgeChange, readNewJudge } from './form.ts';
import { createJudgesService } from './service.ts';

export interface JudgesRoutesOptions {
  db: Db;
  users: UsersRepository;
  media: MediaRepository;
  mailer: Mailer;
  onChange?: ChangeHook;
}

/**
 * /api/judges/: the admin's judge catalogue (multipart forms with an optional photo) and the
 * judge record a tablet loads after login.
 */
export const judgesRoutes: FastifyPluginAsyncZod<JudgesRoutesOptions> = async (app, { db, users, media, mailer, onChange }) => {
  const judges = createJudgesRepository(db);
  const service = createJudgesService({ db, users, judges, media, mailer, log: app.log, onChange });
  const readJudgeForm = (request: FastifyRequest) => readMultipartForm(request, { fileFields: [PHOTO_FIELD] });

  app.route({
    ...routeOf(judgesApi.list),
    handler: async (request) => {
      const { page, strSearchQuery, intEventId, intJudgeId } = request.query;
      assertMayReadJudge(currentUser(request), intJudgeId);
      const req = pageRequest(request, page);
      const { rows, total } = await judges.list({ search: strSearchQuery || undefined, eventId: intEventId, judgeId: intJudgeId }, req);
      return pageOf(rows.map(presentJudge), total, req);
    },
  });

  app.route({
    ...routeOf(judgesApi.one),
    handler: async (request) => {
      assertMayReadJudge(currentUser(request), request.params.id);
      const judge = await judges.find(request.params.id);
      if (!judge) throw notFound();
      return { data: presentJudge(judge) };
    },
  });

  app.route({
    ...routeOf(judgesApi.create),
    handler: async (request, reply) => {
      const result = await service.create(currentUser(request).id, await readNewJudge(await readJudgeForm(request)));
      return reply.code(201).send(presentSavedJudge(result));
    },
  });

  app.route({
    ...routeOf(judgesApi.update),
    handler: async (request) => {
      return presentSavedJudge(await service.update(currentUser(request).id, await readJudgeChange(await readJudgeForm(request))));
    },
  });

  app.route({
    ...routeOf(judgesApi.remove),
    handler: async (request, reply) => {
      await service.remove(currentUser(request).id, request.query.intJudgeId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(judgesApi.resetPassword),
    handler: async (request) => presentSavedJudge(await service.resetPassword(currentUser(request).id, request.params.id)),
  });
};
