import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { base64ImageSchema, idSchema, requiredText } from './fields.ts';

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

export const parameterQuerySchema = z.object({ intVehicleTypeId: idSchema });

export const parameterBodySchema = z.object({
  strParameterTitle: requiredText(LIMITS.nameMax),
  intVehicleType: idSchema,
  intScoreLimit: z.coerce
    .number()
    .int('Must be a whole number.')
    .min(1, 'Must be at least 1.')
    .max(LIMITS.scoreLimitMax, `Must be at most ${LIMITS.scoreLimitMax}.`)
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
export const categoryUpdateSchema = categoryBodySchema.partial();

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
