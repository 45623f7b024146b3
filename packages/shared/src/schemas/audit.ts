import { z } from 'zod';
import { pageQuerySchema } from './pagination.ts';

/** The audit trail (GET /api/audit/, admins only): who changed what, and the record before and after. */

export const auditQuerySchema = pageQuerySchema.partial();

/** One audit row in the API's names; before and after are the record's snapshots as stored (secrets left out). */
export const auditEntrySchema = z.object({
  intAuditId: z.number().int(),
  /** null: the user has been deleted since. */
  intUserId: z.number().int().nullable(),
  strAction: z.string(),
  strEntity: z.string(),
  strEntityId: z.string().nullable(),
  objBefore: z.unknown(),
  objAfter: z.unknown(),
  strAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
