import { dashboardQuerySchema, dashboardSchema } from '../schemas/results.ts';
import { detailSchema, fieldErrorsSchema } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

/**
 * GET /api/dashboard/ (SPEC §3 "Dashboard data"). The live sockets /ws/dashboard and
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
} as const satisfies Contract;
