import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import {
  parameterBodySchema,
  parameterQuerySchema,
  parameterSchema,
  type Parameter,
} from '@showgrid/shared/schemas/catalogue';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { pageQuerySchema } from '@showgrid/shared/schemas/pagination';
import { dataOf, detailSchema, listOf } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import { createParametersRepository, type ParameterRow } from './repository.ts';

const tags = ['parameters'];
const list = listOf(parameterSchema);

const toApi = (row: ParameterRow): Parameter => ({
  id: row.id,
  strParameterTitle: row.title,
  intScoreLimit: row.scoreLimit,
  intVehicleTypeId: row.vehicleTypeId,
});

/**
 * /api/vehicle/parameter/ — SPEC "Admin parameters". SPEC leaves these paths open; they sit next
 * to the vehicle-type and vehicle-category paths (docs/decisions/006).
 */
export const parametersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const params = createParametersRepository(db);

  app.get(
    API.parameters,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'List the judging parameters of a vehicle type',
        description:
          'Live (not retired) parameters of the type in `intVehicleTypeId`, in the order they were added: ' +
          'the order of the judge’s score sheet. Paginated by `page` (10 a page) unless the header ' +
          '`blnRemovePagination: true` asks for every row. 404 when the vehicle type does not exist.',
        querystring: parameterQuerySchema.extend(pageQuerySchema.partial().shape),
        response: { 200: list, 404: detailSchema },
      },
    },
    async (request) => {
      const { intVehicleTypeId, page } = request.query;
      if (!(await params.typeExists(intVehicleTypeId))) throw notFound();
      const req = pageRequest(request, page);
      const { rows, total } = await params.listLive(intVehicleTypeId, req);
      return pageOf(rows.map(toApi), total, req);
    },
  );

  app.post(
    API.parameters,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Add a judging parameter to a vehicle type',
        description:
          'Judges score each vehicle of the type from 0 to `intScoreLimit` (1–100, default 10) on it. ' +
          'The title must be unique among the live parameters of the type (case-insensitive).',
        body: parameterBodySchema,
        response: { 201: dataOf(parameterSchema) },
      },
    },
    async (request, reply) => {
      const { strParameterTitle, intVehicleType, intScoreLimit } = request.body;
      const row = await params.create(
        { vehicleTypeId: intVehicleType, title: strParameterTitle, scoreLimit: intScoreLimit },
        currentUser(request).id,
      );
      return reply.code(201).send({ data: toApi(row) });
    },
  );

  app.delete(
    `${API.parameters}:id/`,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Retire a judging parameter',
        description:
          'The parameter disappears from lists and new score sheets but is kept, so scores already ' +
          'given on it keep their meaning. 404 when unknown or already retired.',
        params: z.object({ id: idSchema }),
        response: { 204: z.null(), 404: detailSchema },
      },
    },
    async (request, reply) => {
      await params.retire(request.params.id, currentUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
