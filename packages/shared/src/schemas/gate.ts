import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { emailSchema, idSchema } from './fields.ts';
import { judgeNameSchema } from './judge.ts';

/** The gate (PRODUCT.md "Gate check-in"): ours, not SPEC's; names follow SPEC's strX/intX/blnX. */

/** An event the gate can check vehicles in for. */
export const gateEventSchema = z.object({
  id: z.number().int(),
  strEventTitle: z.string(),
  strEventStartDateTime: z.string(),
});
export type GateEvent = z.infer<typeof gateEventSchema>;

/** A vehicle as the gate sees it: enough to find it (id, registration, owner) and its two flags. */
export const gateVehicleSchema = z.object({
  intVehicleId: z.number().int(),
  strUniqueId: z.string().nullable(),
  strRegistrationNumber: z.string(),
  strBrandName: z.string(),
  strModelName: z.string(),
  strOwnerName: z.string(),
  strCategoryName: z.string(),
  blnPaid: z.boolean(),
  /**
   * An entrant's entry paying at the gate (issue 31): what is owed, in minor units of strCurrency;
   * null when the car was not entered through registration, pays online, or is paid.
   */
  intToPayCents: z.number().int().nullable(),
  strCurrency: z.string().nullable(),
  /** When it was checked in at the gate; null: not arrived (or the arrival was undone). */
  dtArrivedAt: z.string().nullable(),
});
export type GateVehicle = z.infer<typeof gateVehicleSchema>;

export const gateListSchema = z.object({
  intEventId: z.number().int(),
  strEventTitle: z.string(),
  arrVehicles: z.array(gateVehicleSchema),
});
export type GateList = z.infer<typeof gateListSchema>;

export const gateEventParams = z.object({ eventId: idSchema });

/**
 * dtAt: when the volunteer tapped, for a check-in queued on a phone without signal (the server
 * keeps it if it is within the last GATE.backdateHours and not ahead of its own clock).
 */
export const checkInBodySchema = z.object({
  intVehicleId: idSchema,
  blnArrived: z.boolean({ error: english(/*i18n*/ { id: 'Must be true or false.' }) }),
  dtAt: z.iso.datetime({ offset: true, message: english(/*i18n*/ { id: 'Enter a valid date and time.' }) }).optional(),
});
export type CheckInBody = z.infer<typeof checkInBodySchema>;

export const GATE_PAYMENT_METHODS = ['cash', 'card'] as const;
/** strMethod (optional): how an entry's fee was paid at the gate; cash when left out. */
export const paidAtGateBodySchema = z.object({
  intVehicleId: idSchema,
  strMethod: z.enum(GATE_PAYMENT_METHODS, { error: english(/*i18n*/ { id: 'Choose cash or card.' }) }).optional(),
});

/** A gate volunteer's account, as the admin lists it. */
export const staffSchema = z.object({
  intStaffId: z.number().int(),
  strFullName: z.string(),
  strEmail: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The admin makes a volunteer's account with a password they hand over (no e-mail needed at the gate). */
export const staffCreateBodySchema = z.object({
  strFullName: judgeNameSchema,
  strEmail: emailSchema,
  strPassword: z
    .string()
    .min(LIMITS.passwordMin, english(/*i18n*/ { id: 'Must be at least {min} characters.', values: { min: LIMITS.passwordMin } }))
    .max(LIMITS.passwordMax, english(/*i18n*/ { id: 'Must be at most {max} characters.', values: { max: LIMITS.passwordMax } })),
});
export type StaffCreateBody = z.infer<typeof staffCreateBodySchema>;
