import type { FastifyRequest } from 'fastify';
import { ENTRANT_MESSAGES, entryFormFieldOf, extraQuantityOf } from '@showgrid/shared/entry-form-rules';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { ENTRY_FORM, fieldMessageOf, type EntryFormText, type RegisterStep } from '@showgrid/shared/public-pages';
import { REGISTRATION_LIMITS, registrationBodySchema, type PublicRegistration } from '@showgrid/shared/schemas/registration';
import { HttpError } from '../../lib/http-errors.ts';
import { MultipartFormError, readMultipartForm } from '../../lib/multipart.ts';
import { askedLocale } from '../registration/entrant-sign-in.ts';
import { registrationInputOf } from '../registration/inputs.ts';
import type { RegistrationService } from '../registration/service.ts';
import { ECHO_MAX, ENTRY_TEXT_FIELDS, keptEntryOf } from './kept-entry.ts';

export type EntryAnswer =
  | { entered: true; registrationId: number; checkoutUrl: string | null }
  | { entered: false; step: Extract<RegisterStep, { step: 'entry' }>; status: number };

/** The form's parts as read: its text fields and the action, and the photos. */
const FORM_LIMITS = {
  fileFields: [ENTRY_FORM.photos],
  maxFilesPerField: REGISTRATION_LIMITS.photosMax,
  maxTextFields: ENTRY_TEXT_FIELDS.length + 1,
};

/** The text fields as typed, to fill the form again after a refusal (photos cannot be). */
const echoOf = (fields: Record<string, string>): EntryFormText =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.slice(0, ECHO_MAX)]));

/** Each field's first message, under the form's own field names; what no field owns is the form's. */
function refusalOf(body: Record<string, unknown>): { errors: EntryFormText; formError?: string } {
  const errors: EntryFormText = {};
  let formError: string | undefined;
  for (const key of Object.keys(body)) {
    const message = fieldMessageOf(body, key);
    if (message === undefined) continue;
    const field = entryFormFieldOf(key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
    if (field === null) formError ??= message;
    else errors[field] ??= message;
  }
  return { errors, formError };
}

/**
 * POST /register/{eventId} without script, signed in: the entry form as multipart/form-data (the
 * photos are files). Read with the API's multipart reader and limits, turned into the API's body
 * and checked by its own schema, then entered by the same service: the same rules, the same words.
 * A refusal comes back as the form, filled as it was sent, each message under its field, in
 * `i18n`'s language where the words are worked out (a maximum, a wait); the others are the English
 * ids, translated where the page is put together (register-routes.ts).
 */
export async function answerEntryForm(
  request: FastifyRequest,
  registration: PublicRegistration,
  entrantId: number,
  registrations: RegistrationService,
  i18n: I18n,
): Promise<EntryAnswer> {
  let fields: Record<string, string> = {};
  const refused = (status: number, body: Record<string, unknown>): EntryAnswer => {
    const { errors, formError } = refusalOf(body);
    // Photos cannot come back in a form: the page says so where they were, unless they are what was refused.
    return {
      entered: false,
      status,
      step: { step: 'entry', values: echoOf(fields), errors, formError, photosDropped: errors.photos === undefined },
    };
  };

  let photos: Buffer[];
  try {
    const form = await readMultipartForm(request, FORM_LIMITS);
    fields = form.fields;
    photos = (form.files.get(ENTRY_FORM.photos) ?? []).map((file) => file.bytes);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    if (error instanceof MultipartFormError) fields = error.fields;
    return refused(error.statusCode, error.bodyIn(i18n));
  }

  const errors: Record<string, string[]> = {};
  if (!fields[ENTRY_FORM.category]) errors.intCategoryId = [ENTRANT_MESSAGES.chooseClass];
  if (!fields[ENTRY_FORM.payment]) errors.strPaymentMode = [ENTRANT_MESSAGES.choosePayment];
  const extras = registration.arrExtras.flatMap((extra, index) => {
    const typed = extraQuantityOf(fields[ENTRY_FORM.extra(index)] ?? '', extra.intMaxPerEntry, i18n);
    if ('error' in typed) errors[`arrExtras.${String(index)}`] = [typed.error];
    return 'quantity' in typed && typed.quantity > 0 ? [{ strName: extra.strName, intQuantity: typed.quantity }] : [];
  });
  const year = (fields.year ?? '').trim();
  const parsed = registrationBodySchema.safeParse({
    intEventId: registration.intEventId,
    intCategoryId: Number(fields[ENTRY_FORM.category]),
    strOwnerName: fields.strOwnerName ?? '',
    strPhone: fields.strPhone ?? '',
    strBrandName: fields.strBrandName ?? '',
    strModelName: fields.strModelName ?? '',
    intYear: year === '' ? null : Number(year),
    strRegistrationNo: fields.strRegistrationNo ?? '',
    strColour: fields.strColour ?? '',
    strPaymentMode: fields[ENTRY_FORM.payment],
    arrExtras: extras,
    arrPhotos: photos.map((bytes) => bytes.toString('base64')),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.') || 'detail'] ??= []).push(issue.message);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return refused(400, errors);

  try {
    // The entrant's language is kept with the entry: the mails about it speak it (issue 33).
    const record = await registrations.register(entrantId, { ...registrationInputOf(parsed.data), locale: askedLocale(request) });
    return { entered: true, registrationId: record.id, checkoutUrl: record.checkoutUrl };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    return refused(error.statusCode, error.bodyIn(i18n));
  }
}

/**
 * The entry's typed fields of a form that cannot be entered (the sign-in lapsed), read with the
 * same reader and limits; the photos are read and dropped. What a refused read got that far counts.
 */
export async function keptEntryOfForm(request: FastifyRequest): Promise<EntryFormText> {
  try {
    return keptEntryOf((await readMultipartForm(request, FORM_LIMITS)).fields);
  } catch (error) {
    if (error instanceof MultipartFormError) return keptEntryOf(error.fields);
    if (error instanceof HttpError && error.statusCode < 500) return {};
    throw error;
  }
}
