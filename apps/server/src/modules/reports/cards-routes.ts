import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import { cardsFileName } from '@showgrid/shared/schemas/catalogue';
import { buffer } from 'node:stream/consumers';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { abortSignalOf, sendExport } from '../../exports/send-export.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { audienceUrl } from '../vehicle-ids/qr.ts';
import { createVehicleIdsService } from '../vehicle-ids/service.ts';
import type { Exports } from './exports.ts';
import { findEvent } from './report-data.ts';

export interface CardsRoutesOptions {
  db: Db;
  /** Where visitors reach the app: QR codes link to `${publicUrl}/audience/{id}`. */
  publicUrl: string;
  now: () => Date;
  /** The export pool: QR codes and cards are made in its worker threads (ADR 031). */
  exports: Exports;
}

/** What the QR task writes: one single-key object per id. */
const qrAnswer = z.array(z.record(z.string(), z.string()));

/** The vehicle ids' QR codes and printable windscreen cards. */
export const cardsRoutes: FastifyPluginAsyncZod<CardsRoutesOptions> = async (app, { db, publicUrl, now, exports }) => {
  const service = createVehicleIdsService({ db, now });

  app.route({
    ...routeOf(vehicleIdsApi.qrCodes),
    handler: async (request, reply) => {
      const codes = request.query.arrValues.map((vehicleId) => ({ vehicleId, url: audienceUrl(publicUrl, vehicleId) }));
      // 200 codes are about a second of PNG encoding: a worker's, not the event loop's.
      const file = await exports.run(
        { owner: currentUser(request).id, task: 'qr-codes', load: async () => ({ input: { codes } }) },
        abortSignalOf(reply),
      );
      return { data: qrAnswer.parse(JSON.parse((await buffer(file)).toString('utf8'))) };
    },
  });

  app.route({
    ...routeOf(vehicleIdsApi.cards),
    handler: async (request, reply) => {
      const { intEventId, blnAssignedOnly } = request.query;
      const cards = await service.cards(request.params.id, { eventId: intEventId, assignedOnly: blnAssignedOnly });
      // The cards speak the event's language when the organiser names it (English otherwise: the service does not say which event it took).
      const locale = intEventId === undefined ? 'en' : (await findEvent(db, intEventId, 'UTC')).locale;
      const input = {
        locale,
        categoryName: cards.categoryName,
        eventTitle: cards.eventTitle,
        cards: cards.ids.map((id) => ({ vehicleId: id, url: audienceUrl(publicUrl, id) })),
      };
      const file = await exports.run(
        { owner: currentUser(request).id, task: 'cards-pdf', load: async () => ({ input }) },
        abortSignalOf(reply),
      );
      return sendExport(reply, file, { type: 'application/pdf', fileName: cardsFileName(cards.categoryName) });
    },
  });
};
