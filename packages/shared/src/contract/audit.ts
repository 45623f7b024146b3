import { auditEntrySchema, auditQuerySchema } from '../schemas/audit.ts';
import { fieldErrorsSchema, listOf } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

/** GET /api/audit/: the audit trail, for admins. */
export const auditApi = {
  list: {
    tag: 'audit',
    method: 'GET',
    path: '/api/audit/',
    access: ADMIN_ONLY,
    summary: 'The audit trail, newest first',
    query: auditQuerySchema,
    responses: { 200: listOf(auditEntrySchema), 400: fieldErrorsSchema },
  },
} as const satisfies Contract;
