import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import {
  categoryBodySchema,
  categoryQuerySchema,
  categorySchema,
  categoryUpdateSchema,
  type Category,
} from '@showgrid/shared/schemas/catalogue';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { dataOf, detailSchema, listOf } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { decodeBase64Image, processImage, type StoredImage } from '../../lib/images.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import { mediaUrl, type MediaRepository } from '../media/repository.ts';
import { createCategoriesRepository, type CategoryRow } from './repository.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/upload-limits.ts';

/** A base64 image is a third bigger than the 8 MiB file it carries (docs/decisions/006). */
const ICON_FIELD = 'base64CategoryIcon';

const tags = ['categories'];
const idParams = z.object({ id: idSchema });
const one = dataOf(categorySchema);
const list = listOf(categorySchema);

const toApi = (row: CategoryRow): Category => ({
  id: row.id,
  intCategoryId: row.id,
  strVehicleCategoryName: row.name,
  intVehicleType: row.vehicleTypeId,
  strVehicleTypeTitle: row.vehicleTypeTitle,
  base64CategoryIcon: mediaUrl(row.iconId),
  strPrefix: row.prefix,
  intStartRange: row.startRange,
  intRangeUpto: row.rangeUpto,
});

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
  const itemUrl = `${API.categories}:id/`;

  app.get(
    API.categories,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'List categories by name, optionally of one vehicle type',
        querystring: categoryQuerySchema,
        response: { 200: list },
      },
    },
    async (request) => {
      const req = pageRequest(request, request.query.page);
      const { rows, total } = await categories.list(req, { vehicleTypeId: request.query.intVehicleType });
      return pageOf(rows.map(toApi), total, req);
    },
  );

  app.get(
    itemUrl,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: { tags, summary: 'One category', params: idParams, response: { 200: one, 404: detailSchema } },
    },
    async (request) => {
      const row = await categories.find(request.params.id);
      if (!row) throw notFound();
      return { data: toApi(row) };
    },
  );

  app.post(
    API.categories,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Create a category',
        description: '`base64CategoryIcon`: a PNG or JPEG as base64 (a data-URL prefix is tolerated); read back as a /media path.',
        body: categoryBodySchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const { strVehicleCategoryName, intVehicleType, base64CategoryIcon } = request.body;
      const icon = await iconFrom(base64CategoryIcon);
      const row = await categories.create(
        { name: strVehicleCategoryName, vehicleTypeId: intVehicleType, icon },
        currentUser(request).id,
      );
      return reply.code(201).send({ data: toApi(row) });
    },
  );

  app.put(
    itemUrl,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Change a category, or set its vehicle-id series',
        description:
          'Every field is optional; the icon is replaced only when one is sent. `strPrefix` (upper-cased), ' +
          '`intStartRange` and `intRangeUpto` come together: 1–6 letters or digits unique across categories, ' +
          '1 ≤ start ≤ end ≤ 9999, at most 1000 ids, and no vehicle of the category left holding an id outside.',
        params: idParams,
        body: categoryUpdateSchema,
        response: { 200: one, 404: detailSchema },
      },
    },
    async (request) => {
      const { strVehicleCategoryName, intVehicleType, base64CategoryIcon, strPrefix, intStartRange, intRangeUpto } =
        request.body;
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
      return { data: toApi(row) };
    },
  );

  app.delete(
    itemUrl,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Remove a category',
        description: 'Its icon and its event mappings go with it.',
        params: idParams,
        response: { 204: z.null(), 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await categories.remove(request.params.id, currentUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
