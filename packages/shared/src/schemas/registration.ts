import { z } from 'zod';
import { english } from '../i18n/english.ts';
import { LOCALES } from '../locales.ts';
import { audienceEmailSchema, otpSchema } from './attendee.ts';
import { base64ImageSchema, idSchema, optionalText, phoneText, REQUIRED, requiredText } from './fields.ts';

/**
 * Entrant registration (issue 31): what the organiser sets on an event (`objRegistration`, ours,
 * optional in the event body, kept when left out, always on reads) and what the public page reads.
 * Money is in minor units (cents) of the event's one currency.
 */

export const PAYMENT_MODES = ['online', 'gate'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

// In a module of its own (no zod), for the server-rendered pages' entry (issue 32).
export { REGISTRATION_LIMITS } from '../registration-limits.ts';
import { REGISTRATION_LIMITS } from '../registration-limits.ts';

const dateTime = () => z.iso.datetime({ offset: true, message: english(/*i18n*/ { id: 'Enter a valid date and time.' }) });

/** Whole minor units, never negative: 0 is a free class. */
const money = () =>
  z
    .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
    .int(english(/*i18n*/ { id: 'Must be a whole number of cents.' }))
    .min(0, english(/*i18n*/ { id: 'Must be 0 or more.' }))
    .max(REGISTRATION_LIMITS.moneyMax, english(/*i18n*/ { id: 'Must be at most {max}.', values: { max: REGISTRATION_LIMITS.moneyMax } }));

/** A cap on places: null is no cap. */
const cap = () =>
  z
    .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
    .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
    .min(1, english(/*i18n*/ { id: 'Must be at least 1, or empty for no limit.' }))
    .max(REGISTRATION_LIMITS.capMax, english(/*i18n*/ { id: 'Must be at most {max}.', values: { max: REGISTRATION_LIMITS.capMax } }))
    .nullable();

export const CURRENCY_MESSAGE = english(/*i18n*/ { id: 'Enter a currency code such as EUR, USD or GBP.' });

/** An ISO 4217 code the runtime knows (Intl), upper-cased: EUR, USD, GBP… */
export const currencySchema = z
  .string({ error: REQUIRED })
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code), CURRENCY_MESSAGE);

export const registrationClassSchema = z
  .object({
    intCategoryId: idSchema,
    intFeeCents: money(),
    /** The fee until `dtEarlyUntil`; null: the same fee all along. */
    intEarlyFeeCents: money().nullable().default(null),
    intCap: cap().default(null),
  })
  .refine((c) => c.intEarlyFeeCents === null || c.intEarlyFeeCents <= c.intFeeCents, {
    path: ['intEarlyFeeCents'],
    message: english(/*i18n*/ { id: 'The early-bird fee is at most the fee.' }),
  });

export const registrationExtraSchema = z.object({
  strName: requiredText(REGISTRATION_LIMITS.extraNameMax),
  /** An extra costs something: a free extra is a line of the form, not an extra. */
  intPriceCents: z
    .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
    .int(english(/*i18n*/ { id: 'Must be a whole number of cents.' }))
    .min(1, english(/*i18n*/ { id: 'Must be more than 0.' }))
    .max(REGISTRATION_LIMITS.moneyMax, english(/*i18n*/ { id: 'Must be at most {max}.', values: { max: REGISTRATION_LIMITS.moneyMax } })),
  intMaxPerEntry: z
    .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
    .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
    .min(1, english(/*i18n*/ { id: 'Must be at least 1.' }))
    .max(
      REGISTRATION_LIMITS.perEntryMax,
      english(/*i18n*/ { id: 'Must be at most {max}.', values: { max: REGISTRATION_LIMITS.perEntryMax } }),
    )
    .default(1),
});

const distinct = <T>(values: T[]) => new Set(values).size === values.length;

/** `objRegistration` in the event body: given, it replaces the event's settings whole. */
export const registrationSettingsBodySchema = z
  .object({
    blnOpen: z.boolean({ error: english(/*i18n*/ { id: 'Must be true or false.' }) }),
    dtOpensAt: dateTime().nullable().default(null),
    dtClosesAt: dateTime().nullable().default(null),
    strCurrency: currencySchema.default('EUR'),
    dtEarlyUntil: dateTime().nullable().default(null),
    intEventCap: cap().default(null),
    blnApproval: z.boolean({ error: english(/*i18n*/ { id: 'Must be true or false.' }) }).default(false),
    arrPaymentModes: z
      .array(z.enum(PAYMENT_MODES, { error: english(/*i18n*/ { id: 'Choose online or gate.' }) }))
      .min(1, english(/*i18n*/ { id: 'Choose at least one way to pay.' }))
      .refine(distinct, english(/*i18n*/ { id: 'Name each way to pay once.' }))
      .default(['gate']),
    arrClasses: z
      .array(registrationClassSchema)
      .max(500)
      .refine((classes) => distinct(classes.map((c) => c.intCategoryId)), english(/*i18n*/ { id: 'Name each class once.' }))
      .default([]),
    arrExtras: z
      .array(registrationExtraSchema)
      .max(REGISTRATION_LIMITS.extrasMax, english(/*i18n*/ { id: 'At most {max} extras.', values: { max: REGISTRATION_LIMITS.extrasMax } }))
      .refine((extras) => distinct(extras.map((e) => e.strName.toLowerCase())), english(/*i18n*/ { id: 'Name each extra once.' }))
      .default([]),
  })
  .superRefine((settings, ctx) => {
    const at = (value: string | null) => (value === null ? null : Date.parse(value));
    const opens = at(settings.dtOpensAt);
    const closes = at(settings.dtClosesAt);
    if (opens !== null && closes !== null && closes <= opens) {
      ctx.addIssue({ code: 'custom', path: ['dtClosesAt'], message: english(/*i18n*/ { id: 'Must be after registration opens.' }) });
    }
    settings.arrClasses.forEach((c, i) => {
      if (c.intEarlyFeeCents !== null && settings.dtEarlyUntil === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['arrClasses', i, 'intEarlyFeeCents'],
          message: english(/*i18n*/ { id: 'Set the early-bird date first.' }),
        });
      }
    });
  });
export type RegistrationSettingsBody = z.input<typeof registrationSettingsBodySchema>;
export type RegistrationSettingsInput = z.output<typeof registrationSettingsBodySchema>;

/** `objRegistration` on an event's read: the settings as set (never absent; closed by default). */
export const registrationSettingsSchema = z.object({
  blnOpen: z.boolean(),
  dtOpensAt: z.string().nullable(),
  dtClosesAt: z.string().nullable(),
  strCurrency: z.string(),
  dtEarlyUntil: z.string().nullable(),
  intEventCap: z.number().int().nullable(),
  blnApproval: z.boolean(),
  arrPaymentModes: z.array(z.enum(PAYMENT_MODES)),
  arrClasses: z.array(
    z.object({
      intCategoryId: z.number().int(),
      intFeeCents: z.number().int(),
      intEarlyFeeCents: z.number().int().nullable(),
      intCap: z.number().int().nullable(),
    }),
  ),
  arrExtras: z.array(z.object({ strName: z.string(), intPriceCents: z.number().int(), intMaxPerEntry: z.number().int() })),
});
export type RegistrationSettingsView = z.infer<typeof registrationSettingsSchema>;

/** Where a registration stands now: not yet open, open, closed (by date or by the organiser). */
export const REGISTRATION_STATES = ['not-open', 'open', 'closed'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const publicRegistrationParamsSchema = z.object({ eventId: idSchema });

/** GET /api/public/registration/{eventId}/: what an entrant reads before signing in. */
export const publicRegistrationSchema = z.object({
  intEventId: z.number().int(),
  strEventTitle: z.string(),
  strEventLocation: z.string(),
  strEventStartDateTime: z.string(),
  strState: z.enum(REGISTRATION_STATES),
  dtOpensAt: z.string().nullable(),
  dtClosesAt: z.string().nullable(),
  strCurrency: z.string(),
  /** Whether today's fees are the early ones, and until when. */
  blnEarly: z.boolean(),
  dtEarlyUntil: z.string().nullable(),
  blnApproval: z.boolean(),
  /** The ways to pay this server takes now: `online` only when Stripe is set up. */
  arrPaymentModes: z.array(z.enum(PAYMENT_MODES)),
  /** Places left at the whole show; null: no cap. */
  intPlacesLeft: z.number().int().nullable(),
  arrClasses: z.array(
    z.object({
      intCategoryId: z.number().int(),
      strVehicleCategoryName: z.string(),
      strVehicleTypeTitle: z.string(),
      /** Today's fee (early or not). */
      intFeeCents: z.number().int(),
      /** The fee after the early-bird date; null when there is no early fee. */
      intLateFeeCents: z.number().int().nullable(),
      /** Places left in the class (and the show); null: no cap. 0: new entries join the waiting list. */
      intPlacesLeft: z.number().int().nullable(),
    }),
  ),
  arrExtras: z.array(z.object({ strName: z.string(), intPriceCents: z.number().int(), intMaxPerEntry: z.number().int() })),
  /** The show's time zone (issue 33: its own, else the deployment's), the one its dates are written in. */
  strTimeZone: z.string(),
  /** The show's language (issue 33): the page's, for a reader whose browser asks for none of ours. */
  strLocale: z.enum(LOCALES),
});
export type PublicRegistration = z.infer<typeof publicRegistrationSchema>;

/** POST /api/entrant/send-code/ and verify-code/ (the voting codes' rules and limits). */
export const entrantSendCodeBodySchema = z.object({ strEmail: audienceEmailSchema });
export const entrantVerifyCodeBodySchema = z.object({ strEmail: audienceEmailSchema, strCode: otpSchema });
/** `access`: the entrant's token (also set as an HttpOnly cookie under /api/entrant/ for the browser). */
/** GET /api/entrant/registrations/:id/placing/: the entry's place in its class once the results are published. */
export const entryPlacingSchema = z.object({
  strCategoryName: z.string(),
  /** null: not placed (no judge scored it). */
  intPlace: z.number().int().nullable(),
  /** The place is shared with another car (a tie the organiser left shared). */
  blnShared: z.boolean(),
  /** Cars ranked in the class. */
  intOf: z.number().int(),
});
export type EntryPlacing = z.infer<typeof entryPlacingSchema>;

/** GET /api/entrant/me/: who is signed in. */
export const entrantMeSchema = z.object({ strEmail: z.string() });

export const entrantVerifyAnswerSchema = z.object({ detail: z.string(), access: z.string(), dtExpiresAt: z.string() });

export const REGISTRATION_TEXT_MAX = 60;
export const YEAR_MESSAGE = english(/*i18n*/ { id: 'Enter a year between 1885 and next year.' });

/** POST /api/entrant/registrations/: one car entered in one class. */
export const registrationBodySchema = z.object({
  intEventId: idSchema,
  intCategoryId: idSchema,
  strOwnerName: requiredText(REGISTRATION_TEXT_MAX),
  strPhone: phoneText(),
  strBrandName: requiredText(REGISTRATION_TEXT_MAX),
  strModelName: requiredText(REGISTRATION_TEXT_MAX),
  intYear: z
    .number({ error: YEAR_MESSAGE })
    .int(YEAR_MESSAGE)
    .min(1885, YEAR_MESSAGE)
    .max(new Date().getUTCFullYear() + 1, YEAR_MESSAGE)
    .nullable()
    .default(null),
  strRegistrationNo: requiredText(30),
  strColour: optionalText(REGISTRATION_TEXT_MAX),
  strPaymentMode: z.enum(PAYMENT_MODES, { error: english(/*i18n*/ { id: 'Choose online or gate.' }) }),
  arrExtras: z
    .array(
      z.object({
        strName: requiredText(REGISTRATION_LIMITS.extraNameMax),
        intQuantity: z
          .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
          .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
          .min(1, english(/*i18n*/ { id: 'Must be at least 1.' }))
          .max(REGISTRATION_LIMITS.perEntryMax),
      }),
    )
    .max(REGISTRATION_LIMITS.extrasMax)
    .refine((extras) => distinct(extras.map((e) => e.strName.toLowerCase())), english(/*i18n*/ { id: 'Name each extra once.' }))
    .default([]),
  /** Up to 3 photos, base64 (png, jpeg or webp), re-encoded by the server. */
  arrPhotos: z
    .array(base64ImageSchema)
    .max(REGISTRATION_LIMITS.photosMax, english(/*i18n*/ { id: 'At most {max} photos.', values: { max: REGISTRATION_LIMITS.photosMax } }))
    .default([]),
});
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** PUT /api/entrant/registrations/:id/: the car's and owner's details, until registration closes (class, payment and extras stay). */
export const registrationEditBodySchema = registrationBodySchema.pick({
  strOwnerName: true,
  strPhone: true,
  strBrandName: true,
  strModelName: true,
  intYear: true,
  strRegistrationNo: true,
  strColour: true,
});
export type RegistrationEditBody = z.input<typeof registrationEditBodySchema>;

export const REGISTRATION_STATUSES = [
  'pending-approval',
  'awaiting-payment',
  'confirmed',
  'waitlisted',
  'offered',
  'withdrawn',
  'rejected',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const registrationCreatedSchema = z.object({
  intRegistrationId: z.number().int(),
  strStatus: z.enum(REGISTRATION_STATUSES),
  /** Where to pay online (Stripe Checkout); null otherwise. */
  strCheckoutUrl: z.string().nullable(),
});

/** An entry as its entrant reads it. */
export const registrationSchema = z.object({
  intRegistrationId: z.number().int(),
  intEventId: z.number().int(),
  strEventTitle: z.string(),
  intCategoryId: z.number().int(),
  strCategoryName: z.string(),
  strStatus: z.enum(REGISTRATION_STATUSES),
  strOwnerName: z.string(),
  strPhone: z.string(),
  strBrandName: z.string(),
  strModelName: z.string(),
  intYear: z.number().int().nullable(),
  strRegistrationNo: z.string(),
  strColour: z.string(),
  strPaymentMode: z.enum(PAYMENT_MODES),
  arrExtras: z.array(z.object({ strName: z.string(), intPriceCents: z.number().int(), intQuantity: z.number().int() })),
  strCurrency: z.string(),
  intFeeCents: z.number().int(),
  intAmountCents: z.number().int(),
  blnPaid: z.boolean(),
  /** Awaiting payment: the place is held until then; offered: the offer stands until then. */
  dtHoldExpiresAt: z.string().nullable(),
  dtOfferExpiresAt: z.string().nullable(),
  /** Waitlisted: how many waiting entries of its class are ahead (0: next); null otherwise. */
  intWaitlistPosition: z.number().int().nullable(),
  /** Awaiting payment with its hold standing: where to pay; null otherwise. */
  strCheckoutUrl: z.string().nullable(),
  /** Confirmed: the vehicle the entry became (its id on the card, when the class has a series); null before. */
  intVehicleId: z.number().int().nullable(),
  strVehicleUniqueId: z.string().nullable(),
  strReason: z.string(),
  arrPhotos: z.array(z.string()),
  dtCreatedAt: z.string(),
  /** The results are published and the entry's vehicle is ranked: its score sheet can be downloaded. */
  blnScoreSheetReady: z.boolean(),
});
export type RegistrationView = z.infer<typeof registrationSchema>;
