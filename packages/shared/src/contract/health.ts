import { z } from 'zod';
import type { Contract } from './endpoint.ts';

/** The server's answer: up or not, and which database it runs on. */
const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof healthSchema>;

/** /api/health — the judge tablet's network check and the container's health check. */
export const healthApi = {
  check: {
    tag: 'health',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Whether the server and its database answer',
    description: '503 with `status: unavailable` when the database does not answer `select 1`.',
    responses: { 200: healthSchema, 503: healthSchema },
  },
} as const satisfies Contract;
