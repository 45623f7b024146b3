import { parameterBodySchema, parameterQuerySchema, parameterSchema } from '../schemas/catalogue.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema, idParams, listOf } from '../schemas/answers.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, type Contract } from './endpoint.ts';

const tag = 'parameters';
const path = '/api/vehicle/parameter/';

/**
 * /api/vehicle/parameter/ — SPEC "Admin parameters". SPEC leaves these paths open; they sit next
 * to the vehicle-type and vehicle-category paths (docs/decisions/006).
 */
export const parametersApi = {
  list: {
    tag,
    method: 'GET',
    path,
    access: ADMIN_OR_JUDGE,
    summary: 'List the judging parameters of a vehicle type',
    description:
      'Live (not retired) parameters of the type in `intVehicleTypeId`, in the order they were added: ' +
      'the order of the judge’s score sheet. Paginated by `page` (10 a page) unless the header ' +
      '`blnRemovePagination: true` asks for every row. 404 when the vehicle type does not exist.',
    query: parameterQuerySchema,
    responses: { 200: listOf(parameterSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  create: {
    tag,
    method: 'POST',
    path,
    access: ADMIN_ONLY,
    summary: 'Add a judging parameter to a vehicle type',
    description:
      'Judges score each vehicle of the type from 0 to `intScoreLimit` (1–100, default 10) on it. ' +
      'The title must be unique among the live parameters of the type (case-insensitive).',
    body: parameterBodySchema,
    responses: { 201: dataOf(parameterSchema), 400: fieldErrorsSchema },
  },
  remove: {
    tag,
    method: 'DELETE',
    path: `${path}:id/`,
    access: ADMIN_ONLY,
    summary: 'Retire a judging parameter',
    description:
      'The parameter disappears from lists and new score sheets but is kept, so scores already ' +
      'given on it keep their meaning. 404 when unknown or already retired.',
    params: idParams,
    responses: { 204: deleted, 404: detailSchema },
  },
} as const satisfies Contract;
