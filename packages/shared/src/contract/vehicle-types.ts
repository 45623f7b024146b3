import { vehicleTypeBodySchema, vehicleTypeSchema } from '../schemas/catalogue.ts';
import { pageQuerySchema } from '../schemas/pagination.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema, idParams, listOf } from '../schemas/answers.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, type Contract } from './endpoint.ts';

const tag = 'vehicle-types';
const path = '/api/vehicle/vehicle-type/';
const item = `${path}:id/`;
const one = dataOf(vehicleTypeSchema);

/** /api/vehicle/vehicle-type/ — SPEC "Admin vehicle type creation"; judges read it for scoring. */
export const vehicleTypesApi = {
  list: {
    tag,
    method: 'GET',
    path,
    access: ADMIN_OR_JUDGE,
    summary: 'List vehicle types by title',
    query: pageQuerySchema.partial(),
    responses: { 200: listOf(vehicleTypeSchema), 400: fieldErrorsSchema },
  },
  one: {
    tag,
    method: 'GET',
    path: item,
    access: ADMIN_OR_JUDGE,
    summary: 'One vehicle type',
    params: idParams,
    responses: { 200: one, 404: detailSchema },
  },
  create: {
    tag,
    method: 'POST',
    path,
    access: ADMIN_ONLY,
    summary: 'Create a vehicle type',
    body: vehicleTypeBodySchema,
    responses: { 201: one, 400: fieldErrorsSchema },
  },
  update: {
    tag,
    method: 'PUT',
    path: item,
    access: ADMIN_ONLY,
    summary: 'Rename a vehicle type',
    params: idParams,
    body: vehicleTypeBodySchema,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema },
  },
  remove: {
    tag,
    method: 'DELETE',
    path: item,
    access: ADMIN_ONLY,
    summary: 'Remove a vehicle type',
    description: 'Refused with 409 while categories use the type; its judging parameters are removed with it.',
    params: idParams,
    responses: { 204: deleted, 404: detailSchema, 409: detailSchema },
  },
} as const satisfies Contract;
