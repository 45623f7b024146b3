import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import {
  judgeDeleteQuerySchema,
  judgeFieldsSchema,
  judgeQuerySchema,
  judgeSavedSchema,
  judgeSchema,
  judgeUpdateFieldsSchema,
} from '@showgrid/shared/schemas/judge';
import { dataOf, detailSchema, fieldErrorsSchema, listOf } from '@showgrid/shared/schemas/answers';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/http-errors.ts';
import { assertMayReadJudge } from '../../lib/policy.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { MediaRepository } from '../media/repository.ts';
import type { UsersRepository } from '../users/repository.ts';
import { multipartValidatorCompiler, readMultipartForm } from '../../lib/multipart.ts';
import { presentJudge } from './presenter.ts';
import { createJudgesRepository } from './repository.ts';
import type { ChangeHook } from '../../lib/change-bus.ts';
import { createJudgesService, PHOTO_FIELD, type SavedJudge } from './service.ts';

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export interface JudgesRoutesOptions {
  db: Db;
  users: UsersRepository;
  media: MediaRepository;
  mailer: Mailer;
  onChange?: ChangeHook;
}

const listSchema = listOf(judgeSchema);

/** The multipart forms as OpenAPI shows them; readMultipartForm and the shared schemas check them. */
const photoDoc = z.file().optional().describe('PNG, JPEG or WebP photo, at most 8 MB; re-encoded by the server.');
const createFormDoc = judgeFieldsSchema.extend({ [PHOTO_FIELD]: photoDoc });
const updateFormDoc = judgeUpdateFieldsSchema.extend({ [PHOTO_FIELD]: photoDoc });


const saved = ({ judge, generatedPassword, emailed }: SavedJudge) => ({
  data: presentJudge(judge),
  strGeneratedPassword: generatedPassword,
  blnEmailed: emailed,
});

/**
 * /api/judges/: the admin's judge catalogue (multipart forms with an optional photo) and the
 * judge record a tablet loads after login.
 */
export const judgesRoutes: FastifyPluginAsyncZod<JudgesRoutesOptions> = async (app, { db, users, media, mailer, onChange }) => {
  const judges = createJudgesRepository(db);
  const service = createJudgesService({ db, users, judges, media, mailer, log: app.log, onChange });
  const readJudgeForm = (request: FastifyRequest) => readMultipartForm(request, { fileFields: [PHOTO_FIELD] });

  app.get(
    API.judges,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags: ['judges'],
        summary: 'List judges by name (page of 10, or all with header blnRemovePagination: true)',
        description: 'intJudgeId: that judge only. A judge may list only themself, with their own intJudgeId (SPEC §4: the judge record is loaded by id).',
        querystring: judgeQuerySchema,
        response: { 200: listSchema, 403: detailSchema },
      },
    },
    async (request) => {
      const { page, strSearchQuery, intEventId, intJudgeId } = request.query;
      assertMayReadJudge(currentUser(request), intJudgeId);
      const req = pageRequest(request, page);
      const { rows, total } = await judges.list({ search: strSearchQuery || undefined, eventId: intEventId, judgeId: intJudgeId }, req);
      return pageOf(rows.map(presentJudge), total, req);
    },
  );

  app.get(
    '/api/judges/:id/',
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags: ['judges'],
        summary: 'One judge (a judge may read only their own record)',
        params: idParamsSchema,
        response: { 200: dataOf(judgeSchema), 404: detailSchema },
      },
    },
    async (request) => {
      assertMayReadJudge(currentUser(request), request.params.id);
      const judge = await judges.find(request.params.id);
      if (!judge) throw notFound();
      return { data: presentJudge(judge) };
    },
  );

  app.post(
    API.judges,
    {
      config: { access: ADMIN_ONLY },
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags: ['judges'],
        summary: 'Create a judge (multipart/form-data); a blank strPassword is generated and shown once',
        consumes: ['multipart/form-data'],
        body: createFormDoc,
        response: { 201: judgeSavedSchema, 400: fieldErrorsSchema, 413: fieldErrorsSchema, 415: detailSchema },
      },
    },
    async (request, reply) => {
      const form = await readJudgeForm(request);
      const result = await service.create(currentUser(request).id, form);
      return reply.code(201).send(saved(result));
    },
  );

  app.put(
    API.judges,
    {
      config: { access: ADMIN_ONLY },
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags: ['judges'],
        summary: 'Update a judge (multipart/form-data with intJudgeId); a blank strPassword keeps it',
        consumes: ['multipart/form-data'],
        body: updateFormDoc,
        response: { 200: judgeSavedSchema, 400: fieldErrorsSchema, 404: detailSchema, 413: fieldErrorsSchema, 415: detailSchema },
      },
    },
    async (request) => {
      const form = await readJudgeForm(request);
      return saved(await service.update(currentUser(request).id, form));
    },
  );

  app.delete(
    API.judges,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['judges'],
        summary: 'Delete a judge with their photo, event mappings and sessions',
        querystring: judgeDeleteQuerySchema,
        response: { 204: z.null().describe('Deleted'), 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.query.intJudgeId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/judges/:id/reset-password/',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['judges'],
        summary: "Generate a new password for a judge (shown once, e-mailed over SMTP); signs the judge's tablets out",
        params: idParamsSchema,
        response: { 200: judgeSavedSchema, 404: detailSchema },
      },
    },
    async (request) => saved(await service.resetPassword(currentUser(request).id, request.params.id)),
  );
};
