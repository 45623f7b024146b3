import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entriesApi } from '@showgrid/shared/contract/entries';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { OrganiserEntries } from './organiser.ts';
import { presentOrganiserEntry } from './presenter.ts';
import type { RegistrationRecord } from './records.ts';

/** /api/entries/ (issue 31): the organiser's entries page. The CSV export is the reports layer's (entries-routes.ts). */
export const organiserEntriesRoutes: FastifyPluginAsyncZod<{ entries: OrganiserEntries }> = async (app, { entries }) => {
  const answer = (record: RegistrationRecord) => ({ data: presentOrganiserEntry(record, null) });

  app.route({
    ...routeOf(entriesApi.list),
    handler: async (request) => {
      const { strStatus, intCategoryId } = request.query;
      const { records, positions } = await entries.list(request.params.eventId, { status: strStatus, categoryId: intCategoryId });
      return { data: records.map((r) => presentOrganiserEntry(r, positions.get(r.id) ?? null)) };
    },
  });

  app.route({
    ...routeOf(entriesApi.summary),
    handler: async (request) => ({ data: await entries.summary(request.params.eventId) }),
  });

  app.route({
    ...routeOf(entriesApi.approve),
    handler: async (request) => answer(await entries.approve(currentUser(request).id, request.params.eventId, request.params.id)),
  });

  app.route({
    ...routeOf(entriesApi.reject),
    handler: async (request) =>
      answer(await entries.reject(currentUser(request).id, request.params.eventId, request.params.id, request.body.strReason)),
  });

  app.route({
    ...routeOf(entriesApi.move),
    handler: async (request) =>
      answer(await entries.move(currentUser(request).id, request.params.eventId, request.params.id, request.body.intCategoryId)),
  });

  app.route({
    ...routeOf(entriesApi.offer),
    handler: async (request) => answer(await entries.offer(currentUser(request).id, request.params.eventId, request.params.id)),
  });

  app.route({
    ...routeOf(entriesApi.resend),
    handler: async (request) => answer(await entries.resend(request.params.eventId, request.params.id)),
  });

  app.route({
    ...routeOf(entriesApi.refunded),
    handler: async (request) => answer(await entries.refunded(currentUser(request).id, request.params.eventId, request.params.id)),
  });
};
