import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { emailSchema, idSchema, optionalText } from './fields.ts';

/** A judge record (SPEC §3): what the tablet loads after login and what the admin lists. */
export const judgeSchema = z.object({
  intJudgeId: z.number().int(),
  strFullName: z.string(),
  strFirstName: z.string(),
  strLastName: z.string(),
  strTitle: z.string(),
  strEmail: z.string(),
  strJudgeCode: z.string(),
  /** A /media path or null. */
  profilePicture: z.string().nullable(),
  /** Events the judge is mapped to. */
  arrEventIds: z.array(z.number().int()),
});
export type Judge = z.infer<typeof judgeSchema>;

/** SPEC §5: 2–50 characters, letters, digits and spaces only (any alphabet). */
export const judgeNameSchema = z
  .string()
  .trim()
  .min(1, english(/*i18n*/ { id: 'This field is required.' }))
  .min(LIMITS.judgeNameMin, english(/*i18n*/ { id: 'Must be at least {min} characters.', values: { min: LIMITS.judgeNameMin } }))
  .max(LIMITS.judgeNameMax, english(/*i18n*/ { id: 'Must be at most {max} characters.', values: { max: LIMITS.judgeNameMax } }))
  .regex(/^[\p{L}\p{N} ]+$/u, english(/*i18n*/ { id: 'No special characters allowed.' }));

/**
 * The text fields of the multipart judge form (POST /api/judges/; PUT adds intJudgeId).
 * strPassword: blank means "generate one" on create and "keep it" on update.
 */
export const judgeFieldsSchema = z.object({
  strFullName: judgeNameSchema,
  strTitle: optionalText(LIMITS.nameMax),
  strEmail: emailSchema,
  strPassword: z
    .string()
    .max(LIMITS.passwordMax, english(/*i18n*/ { id: 'Must be at most {max} characters.', values: { max: LIMITS.passwordMax } }))
    .refine(
      (value) => value === '' || value.length >= LIMITS.passwordMin,
      english(/*i18n*/ { id: 'Must be at least {min} characters.', values: { min: LIMITS.passwordMin } }),
    )
    .default(''),
});
export type JudgeFields = z.input<typeof judgeFieldsSchema>;

export const judgeUpdateFieldsSchema = judgeFieldsSchema.extend({ intJudgeId: idSchema });

/** The form's optional photo as OpenAPI shows it; the server reads and checks the file itself. */
const judgePhotoDoc = z.file().optional().describe('PNG, JPEG or WebP photo, at most 8 MB; re-encoded by the server.');

/** The multipart forms as OpenAPI shows them: the text fields above plus the photo. */
export const judgeCreateFormSchema = judgeFieldsSchema.extend({ profilePicture: judgePhotoDoc });
export const judgeUpdateFormSchema = judgeUpdateFieldsSchema.extend({ profilePicture: judgePhotoDoc });

export const judgeQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  strSearchQuery: z.string().trim().max(100).optional(),
  intEventId: idSchema.optional(),
  /** SPEC §7 lists it on GET /judges/: that judge only (a judge may ask for their own record). */
  intJudgeId: idSchema.optional(),
});

export const judgeDeleteQuerySchema = z.object({ intJudgeId: idSchema });

/** Create / password-reset answer: the generated password is shown to the admin once. */
export const judgeSavedSchema = z.object({
  data: judgeSchema,
  strGeneratedPassword: z.string().nullable(),
  blnEmailed: z.boolean(),
});
