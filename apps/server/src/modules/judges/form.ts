import type { z } from 'zod';
import { judgeFieldsSchema, judgeUpdateFieldsSchema } from '@showgrid/shared/schemas/judge';
import { HttpError } from '../../lib/http-errors.ts';
import { processImage, type StoredImage } from '../../lib/images.ts';
import { fieldErrorsOf, type MultipartForm } from '../../lib/multipart.ts';

/**
 * The judge form (SPEC §3: multipart, its field names) read into plain input (ADR 002): the one
 * place the judges service's input is taken from SPEC's names. Every field's first error at once.
 */

/** The form's file field (SPEC §3 "profilePicture"). */
export const PHOTO_FIELD = 'profilePicture';

export interface JudgeInput {
  email: string;
  /** '' on create: generate one; on update: keep the old one. */
  password: string;
  fullName: string;
  title: string;
  /** A new photo, validated and re-encoded; undefined keeps (or leaves out) the photo. */
  photo: StoredImage | undefined;
}

export interface JudgeChange extends JudgeInput {
  judgeId: number;
}

/** Text fields through the shared schema and the photo through sharp. */
async function validate<S extends z.ZodType>(schema: S, form: MultipartForm): Promise<{ values: z.output<S>; photo?: StoredImage }> {
  const parsed = schema.safeParse(form.fields);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error, form.fields);
  const upload = form.files.get(PHOTO_FIELD)?.[0];
  let photo: StoredImage | undefined;
  if (upload) {
    try {
      photo = await processImage(upload.bytes, PHOTO_FIELD, 'photo');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      Object.assign(errors, error.body);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return { values: parsed.data, photo };
}

const inputOf = (values: z.output<typeof judgeFieldsSchema>, photo: StoredImage | undefined): JudgeInput => ({
  email: values.strEmail,
  password: values.strPassword,
  fullName: values.strFullName,
  title: values.strTitle,
  photo,
});

/** POST /judges/. */
export async function readNewJudge(form: MultipartForm): Promise<JudgeInput> {
  const { values, photo } = await validate(judgeFieldsSchema, form);
  return inputOf(values, photo);
}

/** PUT /judges/. */
export async function readJudgeChange(form: MultipartForm): Promise<JudgeChange> {
  const { values, photo } = await validate(judgeUpdateFieldsSchema, form);
  return { judgeId: values.intJudgeId, ...inputOf(values, photo) };
}
