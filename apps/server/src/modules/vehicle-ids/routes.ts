import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { cardsFileName, categoryCardsQuerySchema, vehicleIdListQuerySchema } from '@showgrid/shared/schemas/catalogue';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { availableIdsQuerySchema, qrCodeQuerySchema, vehicleIdStatusSchema } from '@showgrid/shared/schemas/vehicle';
import { vehicleIdsOf } from '@showgrid/shared/vehicle-ids';
import { dataOf, detailSchema } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { ADMIN_ONLY } from '../../plugins/auth.ts';
import type { MediaRepository } from '../media/repository.ts';
import { renderCardsPdf } from './cards-pdf.ts';
import { audienceUrl, qrPng } from './qr.ts';
import { createVehicleIdsRepository } from './repository.ts';

export interface VehicleIdsRoutesOptions {
  db: Db;
  media: MediaRepository;
  /** Where visitors reach the app: QR codes link to `${publicUrl}/audience/{id}`. */
  publicUrl: string;
  now: () => Date;
}

const tags = ['vehicle ids'];
const fieldErrors = z.record(z.string(), z.array(z.string()));
const idList = dataOf(z.array(z.string()));

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

  app.get(
    API.vehicleIds,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: "A category's vehicle ids with who holds each",
        description:
          'The whole series in order. An id is Assigned when a vehicle of the category carries it; with ' +
          'vehicles of several events carrying it, the event nearest to now wins (started within the last ' +
          '24 h or upcoming, earliest first; then the latest past). No series: an empty list.',
        querystring: vehicleIdListQuerySchema,
        response: { 200: dataOf(z.array(vehicleIdStatusSchema)), 400: fieldErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const category = await categoryOr404(request.query.intCategoryId);
      if (!category.series) return { data: [] };
      const held = await repo.assignments(category.id, now());
      return {
        data: vehicleIdsOf(category.series).map((id) => {
          const holder = held.get(id);
          return {
            strUniqueId: id,
            blnAssigned: holder !== undefined,
            intVehicleId: holder?.vehicleId ?? null,
            strVehicleName: holder?.vehicleName ?? null,
            intEventId: holder?.eventId ?? null,
            strEventTitle: holder?.eventTitle ?? null,
          };
        }),
      };
    },
  );

  app.get(
    API.availableVehicleIds,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Ids of a category no vehicle of the event holds',
        description: "With `intVehicleId`, that vehicle's own id counts as free (the edit form).",
        querystring: availableIdsQuerySchema,
        response: { 200: idList, 400: fieldErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const { intEventId, intCategoryId, intVehicleId } = request.query;
      await eventOr404(intEventId);
      const category = await categoryOr404(intCategoryId);
      if (intVehicleId !== undefined && !(await repo.vehicleExists(intVehicleId))) throw notFound('Vehicle not found.');
      if (!category.series) return { data: [] };
      const taken = await repo.takenIds(intEventId, intVehicleId);
      return { data: vehicleIdsOf(category.series).filter((id) => !taken.has(id)) };
    },
  );

  app.get(
    API.qrCodes,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'QR codes of vehicle ids as base64 PNG',
        description:
          '`arrValues`: up to 200 ids, comma separated. Each code links to `{PUBLIC_URL}/audience/{id}` ' +
          '(error correction H, margin 8, 250 px). Answer: one single-key object per id, in the order asked.',
        querystring: qrCodeQuerySchema,
        response: { 200: dataOf(z.array(z.record(z.string(), z.string()))), 400: fieldErrors },
      },
    },
    async (request) => {
      const data: Record<string, string>[] = [];
      // One at a time: 200 codes take well under a second, and the event loop gets a turn between them.
      for (const id of request.query.arrValues) {
        data.push({ [id]: (await qrPng(audienceUrl(publicUrl, id))).toString('base64') });
      }
      return { data };
    },
  );

  app.get(
    `${API.categories}:id/cards/`,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: "Printable windscreen cards of a category's vehicle ids (PDF)",
        description:
          'One A6 card per id of the series, four to an A4 page, each with the id, its QR code, the event ' +
          'and "Scan to vote". The event: `intEventId` when given, else the nearest event the category is ' +
          'part of, else none. Answers application/pdf as an attachment named cards-<category>.pdf.',
        params: z.object({ id: idSchema }),
        querystring: categoryCardsQuerySchema,
        response: { 200: z.unknown().describe('The PDF (application/pdf).'), 400: z.union([detailSchema, fieldErrors]), 404: detailSchema },
      },
    },
    async (request, reply) => {
      const category = await categoryOr404(request.params.id);
      const { intEventId } = request.query;
      const event = intEventId !== undefined ? await eventOr404(intEventId) : await repo.nearestEventOf(category.id, now());
      if (!category.series) {
        throw new HttpError(400, { detail: `The category "${category.name}" has no vehicle id series yet.` });
      }
      const pdf = await renderCardsPdf({
        categoryName: category.name,
        eventTitle: event?.title ?? null,
        cards: vehicleIdsOf(category.series).map((id) => ({ vehicleId: id, url: audienceUrl(publicUrl, id) })),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${cardsFileName(category.name)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
