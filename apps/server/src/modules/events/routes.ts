import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsApi } from '@showgrid/shared/contract/events';
import type { Db } from '../../db/client.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { offsetOf, pageOf, pageRequest } from '../../lib/pagination.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MediaRepository } from '../media/repository.ts';
import { eventInputOf } from './input.ts';
import { presentEvent as presentEventIn } from './presenter.ts';
import type { EventRecord } from './records.ts';
import { CATEGORY_LINKS, JUDGE_LINKS } from './links.ts';
import { createEventsService } from './service.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/upload-limits.ts';

/**
 * /api/event/manage-event/ (SPEC §7). Judges read only the events they are mapped to; only
 * admins write. The static paths (upcoming-events, map-judge, map-panel, map-category) win over /:id/
 * because the router prefers static segments to parameters, whatever the registration order.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  media: MediaRepository;
  now: () => Date;
  onChange: ChangeHook;
  /** The deployment's TIME_ZONE: an event's zone unless it has its own (issue 33). */
  timeZone: string;
}> = async (app, { db, media, now, onChange, timeZone }) => {
  const presentEvent = (event: EventRecord, at: Date) => presentEventIn(event, at, timeZone);
  const events = createEventsService({ db, media, now, onChange });

  app.route({
    ...routeOf(eventsApi.list),
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(eventsApi.upcoming),
    handler: async (request) => {
      const at = now();
      const rows = await events.upcoming(currentUser(request), at);
      return { data: rows.map((row) => presentEvent(row, at)) };
    },
  });

  app.route({
    ...routeOf(eventsApi.mapPanel),
    handler: async (request) => {
      const { intEventId, intCategoryId, listJudgesList } = request.body;
      return { data: presentEvent(await events.mapPanel(intEventId, intCategoryId, listJudgesList, currentUser(request)), now()) };
    },
  });

  app.route({
    ...routeOf(eventsApi.votingNow),
    handler: async (request) => ({
      data: presentEvent(await events.setVotingNow(request.params.id, request.body.strAction, currentUser(request)), now()),
    }),
  });

  app.route({
    ...routeOf(eventsApi.one),
    handler: async (request) => ({ data: presentEvent(await events.get(currentUser(request), request.params.id), now()) }),
  });

  app.route({
    ...routeOf(eventsApi.create),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request, reply) => {
      const created = await events.create(eventInputOf(request.body), currentUser(request));
      return reply.code(201).send({ data: presentEvent(created, now()) });
    },
  });

  app.route({
    ...routeOf(eventsApi.update),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request) => {
      const updated = await events.update(request.params.id, eventInputOf(request.body), currentUser(request));
      return { data: presentEvent(updated, now()) };
    },
  });

  app.route({
    ...routeOf(eventsApi.remove),
    handler: async (request, reply) => {
      await events.remove(request.params.id, currentUser(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(eventsApi.updateByBody),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request) => {
      const updated = await events.update(request.body.id, eventInputOf(request.body), currentUser(request));
      return { data: presentEvent(updated, now()) };
    },
  });

  app.route({
    ...routeOf(eventsApi.removeByQuery),
    handler: async (request, reply) => {
      await events.remove(request.query.id, currentUser(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(eventsApi.mapJudges),
    handler: async (request) => {
      const { intEventId, listJudgesList, isAdd } = request.body;
      const event = await events.map(JUDGE_LINKS, 'listJudgesList', intEventId, listJudgesList, isAdd, currentUser(request));
      return { data: presentEvent(event, now()) };
    },
  });

  app.route({
    ...routeOf(eventsApi.mapCategories),
    handler: async (request) => {
      const { intEventId, listCategoryList, isAdd } = request.body;
      const event = await events.map(CATEGORY_LINKS, 'listCategoryList', intEventId, listCategoryList, isAdd, currentUser(request));
      return { data: presentEvent(event, now()) };
    },
  });
};
