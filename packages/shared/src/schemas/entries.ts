import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { idSchema, requiredText } from './fields.ts';
import { REGISTRATION_STATUSES, registrationSchema } from './registration.ts';

/**
 * The organiser's side of entrant registration (issue 31): the event's entries with who made
 * them and how they paid, the places and money per class, and the organiser's decisions.
 */

/** An entry as the organiser reads it: the entrant's read, with the entrant's address and the payment's trail. */
export const organiserEntrySchema = registrationSchema.extend({
  strEmail: z.string(),
  /** online (Stripe), cash or card (the gate); null while unpaid. */
  strPaidVia: z.enum(['online', 'cash', 'card']).nullable(),
  dtPaidAt: z.string().nullable(),
  /** The organiser marked the money given back. */
  dtRefundedAt: z.string().nullable(),
});
export type OrganiserEntry = z.infer<typeof organiserEntrySchema>;

export const entriesQuerySchema = z.object({
  strStatus: z.enum(REGISTRATION_STATUSES, { error: `Choose one of: ${REGISTRATION_STATUSES.join(', ')}.` }).optional(),
  intCategoryId: z.coerce
    .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
    .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
    .positive(english(/*i18n*/ { id: 'Must be a valid id.' }))
    .optional(),
});

export const entriesParamsSchema = z.object({ eventId: idSchema });
export const entryParamsSchema = z.object({ eventId: idSchema, id: idSchema });

export const REASON_MAX = 500;
export const rejectBodySchema = z.object({ strReason: requiredText(REASON_MAX) });
export const moveBodySchema = z.object({ intCategoryId: idSchema });

/** Money in minor units of the event's currency. */
const moneySchema = z.object({
  /** Paid through Stripe, not refunded. */
  intPaidOnlineCents: z.number().int(),
  /** Paid at the gate (cash or card), not refunded. */
  intPaidGateCents: z.number().int(),
  /** Owed by entries that stand (confirmed, awaiting payment, pending approval, offered) and are unpaid. */
  intUnpaidCents: z.number().int(),
  /** Paid by entries that no longer stand (withdrawn, rejected, waitlisted after a late payment): to give back. */
  intRefundDueCents: z.number().int(),
  intRefundedCents: z.number().int(),
});
export type EntriesMoney = z.infer<typeof moneySchema>;

export const entriesSummarySchema = z.object({
  intEventId: z.number().int(),
  strCurrency: z.string(),
  intEventCap: z.number().int().nullable(),
  /** Places held now at the whole show, and left (null: no cap). */
  intHeld: z.number().int(),
  intPlacesLeft: z.number().int().nullable(),
  arrClasses: z.array(
    z.object({
      intCategoryId: z.number().int(),
      strCategoryName: z.string(),
      intCap: z.number().int().nullable(),
      intHeld: z.number().int(),
      intPlacesLeft: z.number().int().nullable(),
      /** Entries by status. */
      objCounts: z.record(z.enum(REGISTRATION_STATUSES), z.number().int()),
      objMoney: moneySchema,
    }),
  ),
  objMoney: moneySchema,
});
export type EntriesSummary = z.infer<typeof entriesSummarySchema>;
