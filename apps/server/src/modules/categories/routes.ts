import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesApi } from '@showgrid/shared/contract/categories';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { decodeBase64Image, processImage, type StoredImage } from '../../lib/images.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOf } from '../../lib/route.ts';
import type { MediaRepository } from '../media/repository.ts';
import { presentCategory } from './presenter.ts';
import { createCategoriesRepository } from './repository.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/upload-limits.ts';

/** A base64 image is a third bigger than the 8 MiB file it carries (docs/decisions/006). */
const ICON_FIELD = 'base64CategoryIcon';

/**
 * Validates the uploaded icon by its bytes and re-encodes it, before any transaction opens.
 * An empty string is "no new image" (a form that did not touch the upload).
 */
async function iconFrom(base64: string | undefined): Promise<StoredImage | undefined> {
  if (!base64) return undefined;
  return processImage(decodeBase64Image(base64, ICON_FIELD), ICON_FIELD, 'png-jpeg');
}

/** /api/vehicle/vehicle-category/ — SPEC "Admin category creation". */
export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaRepository }> = async (app, { db, media }) => {
  const categories = createCategoriesRepository(db, media);

  app.route({
    ...routeOf(categoriesApi.list),
    handler: async (request) => {
      const req = pageRequest(request, request.query.page);
      const { rows, total } = await categories.list(req, { vehicleTypeId: request.query.intVehicleType });
      return pageOf(rows.map(presentCategory), total, req);
    },
  });

  app.route({
    ...routeOf(categoriesApi.one),
    handler: async (request) => {
      const row = await categories.find(request.params.id);
      if (!row) throw notFound();
      return { data: presentCategory(row) };
    },
  });

  app.route({
    ...routeOf(categoriesApi.create),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request, reply) => {
      const { strVehicleCategoryName, intVehicleType, base64CategoryIcon } = request.body;
      const icon = await iconFrom(base64CategoryIcon);
      const row = await categories.create({ name: strVehicleCategoryName, vehicleTypeId: intVehicleType, icon }, currentUser(request).id);
      return reply.code(201).send({ data: presentCategory(row) });
    },
  });

  app.route({
    ...routeOf(categoriesApi.update),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request) => {
      const { strVehicleCategoryName, intVehicleType, base64CategoryIcon, strPrefix, intStartRange, intRangeUpto } = request.body;
      const icon = await iconFrom(base64CategoryIcon);
      // The schema admits the three series fields only together.
      const series =
        strPrefix !== undefined && intStartRange !== undefined && intRangeUpto !== undefined
          ? { prefix: strPrefix, start: intStartRange, end: intRangeUpto }
          : undefined;
      const row = await categories.update(
        request.params.id,
        { name: strVehicleCategoryName, vehicleTypeId: intVehicleType, icon, series },
        currentUser(request).id,
      );
      return { data: presentCategory(row) };
    },
  });

  app.route({
    ...routeOf(categoriesApi.remove),
    handler: async (request, reply) => {
      await categories.remove(request.params.id, currentUser(request).id);
      return reply.code(204).send(null);
    },
  });
};
