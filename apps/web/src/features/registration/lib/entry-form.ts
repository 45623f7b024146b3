import { z } from 'zod';
import { ENTRANT_MESSAGES, extraQuantityOf } from '@showgrid/shared/entry-form-rules';
import type { I18n } from '@showgrid/shared/i18n/translate';
import type { PublicRegistration, RegistrationBody } from '@showgrid/shared/schemas/registration';
import { REGISTRATION_LIMITS } from '@showgrid/shared/schemas/registration';
import { fileToBase64 } from '../../../lib/files';
import { tooManyPhotos } from '../components/entry-messages';
import type { EntryDraftValues } from '../stores/entry-draft-store';
import { CAR_DETAILS_BLANK, carDetailsBody, carDetailsFieldFor, carDetailsSchema, pickCarDetails } from './car-details';

export const CHOOSE_CLASS = ENTRANT_MESSAGES.chooseClass;
export const CHOOSE_PAYMENT = ENTRANT_MESSAGES.choosePayment;

/**
 * The entry form: the car's details (car-details.ts) with the class, the way to pay, extras and
 * photos, on what the entrant types. Numbers are kept as typed (strings) and checked by the shared
 * schema, so the form says what the server would; the extras are those the event offers, each with
 * its own maximum. The words worked out here (a maximum) are in `i18n`'s language; the others are
 * the English ids, translated where shown.
 */
export function entryFormSchema(registration: PublicRegistration, i18n: I18n) {
  return carDetailsSchema
    .extend({
      intCategoryId: z.string().min(1, CHOOSE_CLASS),
      strPaymentMode: z.string().refine((mode) => registration.arrPaymentModes.some((offered) => offered === mode), CHOOSE_PAYMENT),
      /** How many of each extra the event offers, in its order ("0": none). */
      extras: z.array(z.string()),
      photos: z.array(z.instanceof(File)).max(REGISTRATION_LIMITS.photosMax, tooManyPhotos(i18n)),
    })
    .superRefine((values, ctx) => {
      values.extras.forEach((typed, index) => {
        const quantity = extraQuantityOf(typed, registration.arrExtras[index]?.intMaxPerEntry ?? 0, i18n);
        if ('error' in quantity) ctx.addIssue({ code: 'custom', path: ['extras', index], message: quantity.error });
      });
    });
}

type EntryFormSchema = ReturnType<typeof entryFormSchema>;
export type EntryFormInput = z.input<EntryFormSchema>;
export type EntryFormValues = z.output<EntryFormSchema>;
export type EntryFormField = keyof EntryFormInput;

/** The form as it starts: the only class or way to pay chosen already, no extras. */
export function entryDefaults(registration: PublicRegistration): EntryFormInput {
  const [onlyClass] = registration.arrClasses.length === 1 ? registration.arrClasses : [];
  const [onlyMode] = registration.arrPaymentModes.length === 1 ? registration.arrPaymentModes : [];
  return {
    ...CAR_DETAILS_BLANK,
    intCategoryId: onlyClass ? String(onlyClass.intCategoryId) : '',
    strPaymentMode: onlyMode ?? '',
    extras: registration.arrExtras.map(() => '0'),
    photos: [],
  };
}

/**
 * The form as it starts when a draft was kept (ADR 041): what was typed, less what the event no
 * longer offers (a class or a way to pay taken away since, extras changed); photos start empty.
 */
export function entryRestored(registration: PublicRegistration, draft: EntryDraftValues | null): EntryFormInput {
  const defaults = entryDefaults(registration);
  if (draft === null) return defaults;
  const classOffered = registration.arrClasses.some((c) => String(c.intCategoryId) === draft.intCategoryId);
  const modeOffered = registration.arrPaymentModes.some((mode) => mode === draft.strPaymentMode);
  return {
    ...defaults,
    ...pickCarDetails(draft),
    intCategoryId: classOffered ? draft.intCategoryId : defaults.intCategoryId,
    strPaymentMode: modeOffered ? draft.strPaymentMode : defaults.strPaymentMode,
    extras: draft.extras.length === defaults.extras.length ? draft.extras : defaults.extras,
  };
}

/** What of the form is kept on the device: all but the photos. */
export function entryDraftOf({ photos: _photos, ...values }: EntryFormInput): EntryDraftValues {
  return values;
}

/** The entry as the API takes it: extras left at 0 are not sent, photos as base64. */
export async function entryBody(values: EntryFormValues, registration: PublicRegistration): Promise<RegistrationBody> {
  const mode = registration.arrPaymentModes.find((offered) => offered === values.strPaymentMode) ?? 'gate';
  return {
    intEventId: registration.intEventId,
    intCategoryId: Number(values.intCategoryId),
    ...carDetailsBody(values),
    strPaymentMode: mode,
    arrExtras: registration.arrExtras.flatMap((extra, index) => {
      const quantity = Number(values.extras[index]?.trim() || '0');
      return quantity > 0 ? [{ strName: extra.strName, intQuantity: quantity }] : [];
    }),
    arrPhotos: await Promise.all(values.photos.map(fileToBase64)),
  };
}

/** Where a server 400 on an API field is shown in the form (null: said above the form). */
export function entryFieldFor(apiField: string): EntryFormField | null {
  const [root = ''] = apiField.split('.');
  switch (root) {
    case 'intCategoryId':
    case 'strPaymentMode':
      return root;
    case 'arrExtras':
      return 'extras';
    case 'arrPhotos':
      return 'photos';
    default:
      return carDetailsFieldFor(root);
  }
}
