import { awardsParams, awardsSchema } from '../schemas/awards.ts';
import { dataOf, detailSchema, fieldErrorsSchema } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

/** The awards ceremony (ours, PRODUCT.md "Awards ceremony"). */
export const awardsApi = {
  get: {
    tag: 'awards',
    method: 'GET',
    path: '/api/awards/:eventId/',
    access: ADMIN_ONLY,
    params: awardsParams,
    summary: 'What the awards screen shows: each category’s podium, the people’s choice, the judges’ picks',
    responses: { 200: dataOf(awardsSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
} as const satisfies Contract;
