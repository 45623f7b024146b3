import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/** Building blocks the catalogue schemas share, so one rule has one wording everywhere. */

export const REQUIRED = 'This field is required.';
export const NUL_MESSAGE = 'Contains a character that is not allowed.';

/** PostgreSQL stores no NUL in text or jsonb: refused here with a message, not as a 500 there. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(max, `Must be at most ${max} characters.`)
    .refine(hasNoNul, NUL_MESSAGE);

export const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).refine(hasNoNul, NUL_MESSAGE).default('');

/**
 * A positive id from JSON, a query string or a form field. Blank and missing both read as
 * missing, so they get SPEC's "This field is required." rather than a coercion message.
 */
export const idSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Must be a number.') })
    .int('Must be a whole number.')
    .positive('Must be a positive number.')
    .max(2_147_483_647, 'Must be a positive number.'),
);

export const idListSchema = z.array(z.number().int().positive().max(2_147_483_647)).max(500);

export const emailSchema = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.emailMax, `Must be at most ${LIMITS.emailMax} characters.`)
  .pipe(z.email('Invalid email format.'));

/**
 * An uploaded image as base64 (SPEC: "base64 without prefix"); a data-URL prefix is tolerated
 * and stripped. The content is checked by the server, not the name or the prefix.
 */
export const base64ImageSchema = z
  .string()
  .trim()
  .max(Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 128, `The image must be at most ${LIMITS.imageMaxBytes / 1024 / 1024} MB.`)
  .transform((value) => value.replace(/^data:[^,]*,/, ''))
  .refine((value) => /^[A-Za-z0-9+/]*={0,2}$/.test(value), 'Please upload an image in png / jpg format');

export const IMAGE_FORMAT_MESSAGE = 'Please upload an image in png / jpg format';
