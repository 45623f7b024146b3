import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import { cardsFileName } from '@showgrid/shared/schemas/catalogue';
import { vehicleIdsOf } from '@showgrid/shared/vehicle-ids';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import type { MediaRepository } from '../media/repository.ts';
import { renderCardsPdf } from './cards-pdf.ts';
import { audienceUrl, qrPng } from './qr.ts';
import { presentVehicleId } from './presenter.ts';
import { createVehicleIdsRepository } from './repository.ts';

export interface VehicleIdsRoutesOptions {
  db: Db;
  media: MediaRepository;
  /** Where visitors reach the app: QR codes link to `${publicUrl}/audience/{id}`. */
  publicUrl: string;
  now: () => Date;
}

/** Vehicle ids: series list with assignments, available ids, QR codes, printable cards. */
export const vehicleIdsRoutes: FastifyPluginAsyncZod<VehicleIdsRoutesOptions> = async (app, { db, publicUrl, now }) => {
  const repo = createVehicleIdsRepository(db);

  const categoryOr404 = async (id: number) => {
    const category = await repo.findCategory(id);
    if (!category) throw notFound('Category not found.');
    return category;
  };
  const eventOr404 = async (id: number) => {
    const event = await repo.findEvent(id);
    if (!event) throw notFound('Event not found.');
    return event;
  };

  app.route({
    ...routeOf(vehicleIdsApi.list),
    handler: async (request) => {
      const category = await categoryOr404(request.query.intCategoryId);
      if (!category.series) return { data: [] };
      const held = await repo.assignments(category.id, now());
      return {
        data: vehicleIdsOf(category.series).map((id) => presentVehicleId(id, held.get(id))),
      };
    },
  });

  app.route({
    ...routeOf(vehicleIdsApi.available),
    handler: async (request) => {
      const { intEventId, intCategoryId, intVehicleId } = request.query;
      await eventOr404(intEventId);
      const category = await categoryOr404(intCategoryId);
      if (intVehicleId !== undefined && !(await repo.vehicleExists(intVehicleId))) throw notFound('Vehicle not found.');
      if (!category.series) return { data: [] };
      const taken = await repo.takenIds(intEventId, intVehicleId);
      return { data: vehicleIdsOf(category.series).filter((id) => !taken.has(id)) };
    },
  });

  app.route({
    ...routeOf(vehicleIdsApi.qrCodes),
    handler: async (request) => {
      const data: Record<string, string>[] = [];
      // One at a time: 200 codes take well under a second, and the event loop gets a turn between them.
      for (const id of request.query.arrValues) {
        data.push({ [id]: (await qrPng(audienceUrl(publicUrl, id))).toString('base64') });
      }
      return { data };
    },
  });

  app.route({
    ...routeOf(vehicleIdsApi.cards),
    handler: async (request, reply) => {
      const category = await categoryOr404(request.params.id);
      const { intEventId } = request.query;
      const event = intEventId !== undefined ? await eventOr404(intEventId) : await repo.nearestEventOf(category.id, now());
      if (!category.series) {
        throw new HttpError(400, { detail: `The category "${category.name}" has no vehicle id series yet.` });
      }
      let ids = vehicleIdsOf(category.series);
      if (request.query.blnAssignedOnly) {
        const held = event ? await repo.takenIds(event.id) : new Set<string>();
        ids = ids.filter((id) => held.has(id));
        if (ids.length === 0) throw new HttpError(400, { detail: `No vehicle ${event ? `of ${event.title} ` : ''}holds an id of "${category.name}" yet.` });
      }
      const pdf = await renderCardsPdf({
        categoryName: category.name,
        eventTitle: event?.title ?? null,
        cards: ids.map((id) => ({ vehicleId: id, url: audienceUrl(publicUrl, id) })),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${cardsFileName(category.name)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
};
