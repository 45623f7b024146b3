import { z } from 'zod';
import type { PublicRegistration, RegistrationBody } from '@showgrid/shared/schemas/registration';
import { REGISTRATION_LIMITS, registrationBodySchema, YEAR_MESSAGE } from '@showgrid/shared/schemas/registration';
import { fileToBase64 } from '../../../lib/files';

/**
 * The entry form: the API's own rules for each field (registrationBodySchema), on what the entrant
 * types. Numbers are kept as typed (strings) and checked by the shared schema, so the form says
 * what the server would; the extras are those the event offers, each with its own maximum.
 */
const shape = registrationBodySchema.shape;
const yearSchema = shape.intYear.unwrap().unwrap();

export const CHOOSE_CLASS = 'Choose a class.';
export const CHOOSE_PAYMENT = 'Choose how to pay.';

export function entryFormSchema(registration: PublicRegistration) {
  return z
    .object({
      intCategoryId: z.string().min(1, CHOOSE_CLASS),
      strOwnerName: shape.strOwnerName,
      strPhone: shape.strPhone,
      strBrandName: shape.strBrandName,
      strModelName: shape.strModelName,
      year: z.string().refine((text) => text.trim() === '' || yearSchema.safeParse(Number(text)).success, YEAR_MESSAGE),
      strRegistrationNo: shape.strRegistrationNo,
      strColour: shape.strColour,
      strPaymentMode: z.string().refine((mode) => registration.arrPaymentModes.some((offered) => offered === mode), CHOOSE_PAYMENT),
      /** How many of each extra the event offers, in its order ("0": none). */
      extras: z.array(z.string()),
      photos: z.array(z.instanceof(File)).max(REGISTRATION_LIMITS.photosMax, `At most ${String(REGISTRATION_LIMITS.photosMax)} photos.`),
    })
    .superRefine((values, ctx) => {
      values.extras.forEach((typed, index) => {
        const max = registration.arrExtras[index]?.intMaxPerEntry ?? 0;
        const quantity = Number(typed.trim() || '0');
        if (!Number.isInteger(quantity) || quantity < 0 || quantity > max) {
          ctx.addIssue({ code: 'custom', path: ['extras', index], message: `Choose from 0 to ${String(max)}.` });
        }
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
    intCategoryId: onlyClass ? String(onlyClass.intCategoryId) : '',
    strOwnerName: '',
    strPhone: '',
    strBrandName: '',
    strModelName: '',
    year: '',
    strRegistrationNo: '',
    strColour: '',
    strPaymentMode: onlyMode ?? '',
    extras: registration.arrExtras.map(() => '0'),
    photos: [],
  };
}

/** The entry as the API takes it: extras left at 0 are not sent, photos as base64. */
export async function entryBody(values: EntryFormValues, registration: PublicRegistration): Promise<RegistrationBody> {
  const mode = registration.arrPaymentModes.find((offered) => offered === values.strPaymentMode) ?? 'gate';
  return {
    intEventId: registration.intEventId,
    intCategoryId: Number(values.intCategoryId),
    strOwnerName: values.strOwnerName,
    strPhone: values.strPhone,
    strBrandName: values.strBrandName,
    strModelName: values.strModelName,
    intYear: values.year.trim() === '' ? null : Number(values.year),
    strRegistrationNo: values.strRegistrationNo,
    strColour: values.strColour,
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
    case 'strOwnerName':
    case 'strPhone':
    case 'strBrandName':
    case 'strModelName':
    case 'strRegistrationNo':
    case 'strColour':
    case 'strPaymentMode':
      return root;
    case 'intYear':
      return 'year';
    case 'arrExtras':
      return 'extras';
    case 'arrPhotos':
      return 'photos';
    default:
      return null;
  }
}
