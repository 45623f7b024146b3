import { categoryBodySchema, categoryQuerySchema, categorySchema, categoryUpdateSchema } from '../schemas/catalogue.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema, idParams, listOf } from '../schemas/answers.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, type Contract } from './endpoint.ts';

const tag = 'categories';
const path = '/api/vehicle/vehicle-category/';
const item = `${path}:id/`;
const one = dataOf(categorySchema);

/** /api/vehicle/vehicle-category/ — SPEC "Admin category creation". */
export const categoriesApi = {
  list: {
    tag,
    method: 'GET',
    path,
    access: ADMIN_OR_JUDGE,
    summary: 'List categories by name, optionally of one vehicle type',
    query: categoryQuerySchema,
    responses: { 200: listOf(categorySchema), 400: fieldErrorsSchema },
  },
  one: {
    tag,
    method: 'GET',
    path: item,
    access: ADMIN_OR_JUDGE,
    summary: 'One category',
    params: idParams,
    responses: { 200: one, 404: detailSchema },
  },
  create: {
    tag,
    method: 'POST',
    path,
    access: ADMIN_ONLY,
    summary: 'Create a category',
    description: '`base64CategoryIcon`: a PNG or JPEG as base64 (a data-URL prefix is tolerated); read back as a /media path.',
    body: categoryBodySchema,
    responses: { 201: one, 400: fieldErrorsSchema, 413: fieldErrorsSchema },
  },
  update: {
    tag,
    method: 'PUT',
    path: item,
    access: ADMIN_ONLY,
    summary: 'Change a category, or set its vehicle-id series',
    description:
      'Every field is optional; the icon is replaced only when one is sent. `strPrefix` (upper-cased), ' +
      '`intStartRange` and `intRangeUpto` come together: 1–6 letters or digits unique across categories, ' +
      '1 ≤ start ≤ end ≤ 9999, at most 1000 ids, and no vehicle of the category left holding an id outside.',
    params: idParams,
    body: categoryUpdateSchema,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema, 413: fieldErrorsSchema },
  },
  remove: {
    tag,
    method: 'DELETE',
    path: item,
    access: ADMIN_ONLY,
    summary: 'Remove a category',
    description: 'Its icon and its event mappings go with it.',
    params: idParams,
    responses: { 204: deleted, 404: detailSchema, 409: detailSchema },
  },
} as const satisfies Contract;
