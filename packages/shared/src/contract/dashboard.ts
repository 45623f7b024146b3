import { dashboardQuerySchema, dashboardSchema } from '../schemas/results.ts';
import { coverageSchema } from '../schemas/coverage.ts';
import { dataOf, detailSchema, fieldErrorsSchema } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

/**
 * GET /api/dashboard/ (SPEC §3 "Dashboard data") and its judging coverage. The live sockets /ws/dashboard and
 * /ws/live-score are not calls: the server registers them beside the contract.
 */
export const dashboardApi = {
  get: {
    tag: 'dashboard',
    method: 'GET',
    path: '/api/dashboard/',
    access: ADMIN_ONLY,
    summary: 'The admin dashboard of an event: vehicles registered and attended (Paid), judges, judging progress, votes, top 10',
    description: 'The same object every /ws/dashboard message carries. intRankVariation = previous rank − current rank.',
    query: dashboardQuerySchema,
    responses: { 200: dashboardSchema, 400: fieldErrorsSchema, 404: detailSchema },
  },
  coverage: {
    tag: 'dashboard',
    method: 'GET',
    path: '/api/dashboard/coverage/',
    access: ADMIN_ONLY,
    summary:
      'Judging coverage of an event: per category, its Paid vehicles × its panel judges (scored, stepped aside, waiting), least-covered first',
    description:
      'A judge taken off a panel after scoring keeps a column (blnOnPanel false) with the scores they gave. Changes are announced on /ws/dashboard.',
    query: dashboardQuerySchema,
    responses: { 200: dataOf(coverageSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
} as const satisfies Contract;
