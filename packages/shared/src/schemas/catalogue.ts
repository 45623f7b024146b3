import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { VEHICLE_ID_RULES } from '../vehicle-ids.ts';
import { base64ImageSchema, idSchema, REQUIRED, requiredText } from './fields.ts';
import { pageQuerySchema } from './pagination.ts';

/** Vehicle types, judging parameters and categories (SPEC §3, §7; PRODUCT.md). */

export const vehicleTypeBodySchema = z.object({
  strVehicleTypeTitle: requiredText(LIMITS.nameMax),
});
export type VehicleTypeBody = z.infer<typeof vehicleTypeBodySchema>;

export const vehicleTypeSchema = z.object({
  id: z.number().int(),
  strVehicleTypeTitle: z.string(),
  /** Categories using this type: the page warns before a remove that would be refused. */
  intCategoryCount: z.number().int(),
  intParameterCount: z.number().int(),
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

/** GET /vehicle/parameter/: the vehicle type, and the page unless every row is asked for. */
export const parameterQuerySchema = z.object({ intVehicleTypeId: idSchema, ...pageQuerySchema.partial().shape });

export const parameterBodySchema = z.object({
  strParameterTitle: requiredText(LIMITS.nameMax),
  intVehicleType: idSchema,
  intScoreLimit: z.coerce
    .number()
    .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
    .min(1, english(/*i18n*/ { id: 'Must be at least 1.' }))
    .max(LIMITS.scoreLimitMax, english(/*i18n*/ { id: 'Must be at most {max}.', values: { max: LIMITS.scoreLimitMax } }))
    .default(LIMITS.defaultScoreLimit),
});
export type ParameterBody = z.input<typeof parameterBodySchema>;

export const parameterSchema = z.object({
  id: z.number().int(),
  strParameterTitle: z.string(),
  intScoreLimit: z.number().int(),
  intVehicleTypeId: z.number().int(),
});
export type Parameter = z.infer<typeof parameterSchema>;

export const categoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  intVehicleType: idSchema.optional(),
});

/** POST body; PUT takes the same fields, each optional, the image kept when not sent. */
export const categoryBodySchema = z.object({
  strVehicleCategoryName: requiredText(LIMITS.nameMax),
  intVehicleType: idSchema,
  base64CategoryIcon: base64ImageSchema.optional(),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

/**
 * Vehicle-id series of a category (PRODUCT.md "Vehicle ids"; SPEC "Admin vehicle ID creation"):
 * a prefix of 1–6 capital letters or digits (typed in any case) and a range start..end within
 * 1..9999 of at most 1000 ids. The wording is shared by the form and the server.
 */
export const VEHICLE_ID_SERIES_MESSAGES = {
  prefix: english(/*i18n*/ { id: 'Use 1 to 6 letters or digits, e.g. SS.' }),
  notNumber: english(/*i18n*/ { id: 'Must be a number.' }),
  whole: english(/*i18n*/ { id: 'Must be a whole number.' }),
  min: english(/*i18n*/ { id: 'Must be at least {min}.', values: { min: VEHICLE_ID_RULES.min } }),
  max: english(/*i18n*/ { id: 'Must be at most {max}.', values: { max: VEHICLE_ID_RULES.max } }),
  order: english(/*i18n*/ { id: 'The end must not be lower than the start.' }),
  tooMany: (start: number) =>
    english(
      /*i18n*/ {
        id: 'A series holds at most {max} ids: end at {end} or lower.',
        values: {
          max: VEHICLE_ID_RULES.maxIdsPerSeries,
          end: Math.min(start + VEHICLE_ID_RULES.maxIdsPerSeries - 1, VEHICLE_ID_RULES.max),
        },
      },
    ),
} as const;

export const vehicleIdPrefixSchema = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : VEHICLE_ID_SERIES_MESSAGES.prefix) })
  .trim()
  .toUpperCase()
  .min(1, { error: REQUIRED, abort: true })
  .regex(VEHICLE_ID_RULES.prefixPattern, VEHICLE_ID_SERIES_MESSAGES.prefix);

/** A series bound from JSON or a form field: blank reads as missing. */
export const vehicleIdBoundSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? undefined;
    const text = value.trim();
    return text === '' ? undefined : Number(text);
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : VEHICLE_ID_SERIES_MESSAGES.notNumber) })
    .int(VEHICLE_ID_SERIES_MESSAGES.whole)
    .min(VEHICLE_ID_RULES.min, VEHICLE_ID_SERIES_MESSAGES.min)
    .max(VEHICLE_ID_RULES.max, VEHICLE_ID_SERIES_MESSAGES.max),
);

const SERIES_FIELDS = ['strPrefix', 'intStartRange', 'intRangeUpto'] as const;

/** The rules across fields: all three together, start ≤ end, at most 1000 ids. */
export function checkVehicleIdSeries(
  value: { strPrefix?: string; intStartRange?: number; intRangeUpto?: number },
  ctx: z.RefinementCtx,
): void {
  const given = SERIES_FIELDS.filter((field) => value[field] !== undefined);
  if (given.length === 0) return;
  if (given.length < SERIES_FIELDS.length) {
    for (const field of SERIES_FIELDS) {
      if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
    }
    return;
  }
  const { intStartRange: start, intRangeUpto: end } = value;
  if (start === undefined || end === undefined) return;
  if (end < start) {
    ctx.addIssue({ code: 'custom', path: ['intRangeUpto'], message: VEHICLE_ID_SERIES_MESSAGES.order });
  } else if (end - start + 1 > VEHICLE_ID_RULES.maxIdsPerSeries) {
    ctx.addIssue({ code: 'custom', path: ['intRangeUpto'], message: VEHICLE_ID_SERIES_MESSAGES.tooMany(start) });
  }
}

/** The manage-vehicle-id form: the three series fields, all required. */
export const vehicleIdSeriesSchema = z
  .object({ strPrefix: vehicleIdPrefixSchema, intStartRange: vehicleIdBoundSchema, intRangeUpto: vehicleIdBoundSchema })
  .superRefine(checkVehicleIdSeries);
export type VehicleIdSeriesBody = z.output<typeof vehicleIdSeriesSchema>;

/**
 * PUT: every field optional (the icon kept when not sent); the series fields (SPEC §7 "update
 * also strPrefix, intStartRange, intRangeUpto") come all three together or not at all.
 */
export const categoryUpdateSchema = categoryBodySchema
  .partial()
  .extend({
    strPrefix: vehicleIdPrefixSchema.optional(),
    intStartRange: vehicleIdBoundSchema.optional(),
    intRangeUpto: vehicleIdBoundSchema.optional(),
  })
  .superRefine(checkVehicleIdSeries);

/** GET /vehicle/unique-id/?intCategoryId= (manage-vehicle-id list). */
export const vehicleIdListQuerySchema = z.object({ intCategoryId: idSchema });

/** GET /vehicle/vehicle-category/{id}/cards/[?intEventId=]: the event named on the cards. */
export const categoryCardsQuerySchema = z.object({
  intEventId: idSchema.optional(),
  /** Ours: only the ids vehicles of the event hold (the cards to put on windscreens); left out: the whole series. */
  blnAssignedOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** The printable cards' file name: `cards-classic-cars.pdf`. */
export function cardsFileName(categoryName: string): string {
  const slug = categoryName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `cards-${slug || 'category'}.pdf`;
}

export const categorySchema = z.object({
  id: z.number().int(),
  intCategoryId: z.number().int(),
  strVehicleCategoryName: z.string(),
  intVehicleType: z.number().int(),
  strVehicleTypeTitle: z.string(),
  /** On read, a /media path (SPEC: "in picker a path relative to the API host"), or null. */
  base64CategoryIcon: z.string().nullable(),
  strPrefix: z.string().nullable(),
  intStartRange: z.number().int().nullable(),
  intRangeUpto: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;
