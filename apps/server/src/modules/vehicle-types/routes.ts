import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { vehicleTypeBodySchema, vehicleTypeSchema, type VehicleType } from '@showgrid/shared/schemas/catalogue';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { pageQuerySchema } from '@showgrid/shared/schemas/pagination';
import { dataOf, detailSchema, listOf } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import { createVehicleTypesRepository, type VehicleTypeRow } from './repository.ts';

const tags = ['vehicle-types'];
const idParams = z.object({ id: idSchema });
const one = dataOf(vehicleTypeSchema);
const list = listOf(vehicleTypeSchema);

const toApi = (row: VehicleTypeRow): VehicleType => ({
  id: row.id,
  strVehicleTypeTitle: row.title,
  intCategoryCount: row.categoryCount,
  intParameterCount: row.parameterCount,
});

/** /api/vehicle/vehicle-type/ — SPEC "Admin vehicle type creation"; judges read it for scoring. */
export const vehicleTypesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const types = createVehicleTypesRepository(db);
  const itemUrl = `${API.vehicleTypes}:id/`;

  app.get(
    API.vehicleTypes,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'List vehicle types by title',
        querystring: pageQuerySchema.partial(),
        response: { 200: list },
      },
    },
    async (request) => {
      const req = pageRequest(request, request.query.page);
      const { rows, total } = await types.list(req);
      return pageOf(rows.map(toApi), total, req);
    },
  );

  app.get(
    itemUrl,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: { tags, summary: 'One vehicle type', params: idParams, response: { 200: one, 404: detailSchema } },
    },
    async (request) => {
      const row = await types.find(request.params.id);
      if (!row) throw notFound();
      return { data: toApi(row) };
    },
  );

  app.post(
    API.vehicleTypes,
    {
      config: { access: ADMIN_ONLY },
      schema: { tags, summary: 'Create a vehicle type', body: vehicleTypeBodySchema, response: { 201: one } },
    },
    async (request, reply) => {
      const row = await types.create(request.body.strVehicleTypeTitle, currentUser(request).id);
      return reply.code(201).send({ data: toApi(row) });
    },
  );

  app.put(
    itemUrl,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Rename a vehicle type',
        params: idParams,
        body: vehicleTypeBodySchema,
        response: { 200: one, 404: detailSchema },
      },
    },
    async (request) => {
      const row = await types.update(request.params.id, request.body.strVehicleTypeTitle, currentUser(request).id);
      return { data: toApi(row) };
    },
  );

  app.delete(
    itemUrl,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Remove a vehicle type',
        description: 'Refused with 409 while categories use the type; its judging parameters are removed with it.',
        params: idParams,
        response: { 204: z.null(), 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await types.remove(request.params.id, currentUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
