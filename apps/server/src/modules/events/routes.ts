import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { eventIdQuerySchema, eventQuerySchema, eventSchema, mapCategoryBodySchema, mapJudgeBodySchema } from '@showgrid/shared/schemas/event';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { dataOf, listOf } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import type { ChangeHook } from '../../lib/change-bus.ts';
import { offsetOf, pageOf, pageRequest } from '../../lib/pagination.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import type { MediaRepository } from '../media/repository.ts';
import { eventInputOf, eventRequestBodySchema, presentEvent } from './presenter.ts';
import { CATEGORY_LINKS, createEventsService, JUDGE_LINKS } from './service.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/upload-limits.ts';

const ITEM = `${API.events}:id/`;
const tags = ['events'];
const idParams = z.object({ id: idSchema });
const one = dataOf(eventSchema);
const list = listOf(eventSchema);

/**
 * /api/event/manage-event/ (SPEC §7). Judges read only the events they are mapped to; only
 * admins write. The static paths (upcoming-events, map-judge, map-category) win over /:id/
 * because the router prefers static segments to parameters, whatever the registration order.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaRepository; now: () => Date; onChange: ChangeHook }> = async (
  app,
  { db, media, now, onChange },
) => {
  const events = createEventsService({ db, media, now, onChange });

  app.get(
    API.events,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        description: 'With `id` (SPEC §7 "optional id"): that one event, as /{id}/ answers it.',
        querystring: eventQuerySchema,
        response: { 200: z.union([list, one]) },
      },
    },
    async (request) => {
      if (request.query.id !== undefined) return { data: presentEvent(await events.get(currentUser(request), request.query.id), now()) };
      const req = pageRequest(request, request.query.page);
      const page = req.page === undefined ? undefined : { limit: req.pageSize, offset: offsetOf(req) };
      const at = now();
      const { rows, total } = await events.list(currentUser(request), request.query.query, at, page);
      return pageOf(
        rows.map((row) => presentEvent(row, at)),
        total,
        req,
      );
    },
  );

  app.get(
    API.upcomingEvents,
    { config: { access: ADMIN_OR_JUDGE }, schema: { tags, response: { 200: list.pick({ data: true }) } } },
    async (request) => {
      const at = now();
      const rows = await events.upcoming(currentUser(request), at);
      return { data: rows.map((row) => presentEvent(row, at)) };
    },
  );

  app.get(
    ITEM,
    { config: { access: ADMIN_OR_JUDGE }, schema: { tags, params: idParams, response: { 200: one } } },
    async (request) => ({ data: presentEvent(await events.get(currentUser(request), request.params.id), now()) }),
  );

  app.post(
    API.events,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: ADMIN_ONLY },
      schema: { tags, body: eventRequestBodySchema, response: { 201: one } },
    },
    async (request, reply) => {
      const created = await events.create(eventInputOf(request.body), currentUser(request));
      return reply.code(201).send({ data: presentEvent(created, now()) });
    },
  );

  app.put(
    ITEM,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: ADMIN_ONLY },
      schema: { tags, params: idParams, body: eventRequestBodySchema, response: { 200: one } },
    },
    async (request) => {
      const updated = await events.update(request.params.id, eventInputOf(request.body), currentUser(request));
      return { data: presentEvent(updated, now()) };
    },
  );

  app.delete(
    ITEM,
    { config: { access: ADMIN_ONLY }, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await events.remove(request.params.id, currentUser(request));
      return reply.code(204).send(null);
    },
  );

  // SPEC §7 says only "event CRUD": a client may also put the id in the body or the query, as
  // SPEC's judge calls do (PUT /judges/ with the id, DELETE /judges/?intJudgeId=).
  app.put(
    API.events,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: ADMIN_ONLY },
      schema: { tags, summary: 'Update an event named by `id` in the body', body: eventRequestBodySchema.extend({ id: idSchema }), response: { 200: one } },
    },
    async (request) => {
      const updated = await events.update(request.body.id, eventInputOf(request.body), currentUser(request));
      return { data: presentEvent(updated, now()) };
    },
  );

  app.delete(
    API.events,
    { config: { access: ADMIN_ONLY }, schema: { tags, summary: 'Delete the event named by ?id=', querystring: eventIdQuerySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await events.remove(request.query.id, currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    API.mapJudge,
    { config: { access: ADMIN_ONLY }, schema: { tags, body: mapJudgeBodySchema, response: { 200: one } } },
    async (request) => {
      const { intEventId, listJudgesList, isAdd } = request.body;
      const event = await events.map(JUDGE_LINKS, 'listJudgesList', intEventId, listJudgesList, isAdd, currentUser(request));
      return { data: presentEvent(event, now()) };
    },
  );

  app.put(
    API.mapCategory,
    { config: { access: ADMIN_ONLY }, schema: { tags, body: mapCategoryBodySchema, response: { 200: one } } },
    async (request) => {
      const { intEventId, listCategoryList, isAdd } = request.body;
      const event = await events.map(CATEGORY_LINKS, 'listCategoryList', intEventId, listCategoryList, isAdd, currentUser(request));
      return { data: presentEvent(event, now()) };
    },
  );
};
