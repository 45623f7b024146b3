import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { pageQuerySchema } from './pagination.ts';

/** The audit trail (GET /api/audit/, admins only): who changed what, and the record before and after. */

const instant = z.iso.datetime({ offset: true, message: english(/*i18n*/ { id: 'Enter a valid date and time.' }) });

/** Ours, all optional: narrow the trail to one kind of record, one person (name or e-mail contains), a time span. */
export const auditQuerySchema = pageQuerySchema.partial().extend({
  strEntity: z.string().trim().min(1).max(50).optional(),
  strUser: z.string().trim().min(1).max(100).optional(),
  dtFrom: instant.optional(),
  dtTo: instant.optional(),
});

/** One audit row in the API's names; before and after are the record's snapshots as stored (secrets left out). */
export const auditEntrySchema = z.object({
  intAuditId: z.number().int(),
  /** null: the user has been deleted since. */
  intUserId: z.number().int().nullable(),
  /** Ours: who, by name (e-mail when the name is empty); "System" for an admin account made at first start or from the command line; null when the user has been deleted. */
  strUserName: z.string().nullable().optional(),
  strAction: z.string(),
  strEntity: z.string(),
  strEntityId: z.string().nullable(),
  /** Ours: what the record is called (a car's id on its card, a person, an event's title); null when nothing names it. */
  strRecordName: z.string().nullable().optional(),
  objBefore: z.unknown(),
  objAfter: z.unknown(),
  strAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The kinds of record the trail holds, for the audit page's filter: the server's AuditSnapshots, checked there (audit/record-names.ts). */
export const AUDIT_ENTITIES = [
  'audience-vote',
  'awards-sharing',
  'category',
  'event',
  'gate',
  'judge',
  'parameter',
  'recusal',
  'registration',
  'score-conflict',
  'score-entry',
  'staff',
  'tie-order',
  'user',
  'vehicle',
  'vehicle-type',
] as const;
export type AuditEntityName = (typeof AUDIT_ENTITIES)[number];
