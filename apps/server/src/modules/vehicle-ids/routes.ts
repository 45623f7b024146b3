import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import { cardsFileName } from '@showgrid/shared/schemas/catalogue';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../lib/route.ts';
import type { MediaRepository } from '../media/repository.ts';
import { renderCardsPdf } from './cards-pdf.ts';
import { audienceUrl, qrPng } from './qr.ts';
import { presentVehicleId } from './presenter.ts';
import { createVehicleIdsService } from './service.ts';

export interface VehicleIdsRoutesOptions {
  db: Db;
  media: MediaRepository;
  /** Where visitors reach the app: QR codes link to `${publicUrl}/audience/{id}`. */
  publicUrl: string;
  now: () => Date;
}

/** Vehicle ids: series list with assignments, available ids, QR codes, printable cards. */
export const vehicleIdsRoutes: FastifyPluginAsyncZod<VehicleIdsRoutesOptions> = async (app, { db, publicUrl, now }) => {
  const service = createVehicleIdsService({ db, now });

  app.route({
    ...routeOf(vehicleIdsApi.list),
    handler: async (request) => ({
      data: (await service.list(request.query.intCategoryId)).map(({ id, holder }) => presentVehicleId(id, holder)),
    }),
  });

  app.route({
    ...routeOf(vehicleIdsApi.available),
    handler: async (request) => {
      const { intEventId, intCategoryId, intVehicleId } = request.query;
      return { data: await service.available(intEventId, intCategoryId, intVehicleId) };
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
      const { intEventId, blnAssignedOnly } = request.query;
      const cards = await service.cards(request.params.id, { eventId: intEventId, assignedOnly: blnAssignedOnly });
      const pdf = await renderCardsPdf({
        categoryName: cards.categoryName,
        eventTitle: cards.eventTitle,
        cards: cards.ids.map((id) => ({ vehicleId: id, url: audienceUrl(publicUrl, id) })),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${cardsFileName(cards.categoryName)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
};
