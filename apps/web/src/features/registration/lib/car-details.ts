import { z } from 'zod';
import { entryFormFieldOf } from '@showgrid/shared/entry-form-rules';
import {
  registrationEditBodySchema,
  YEAR_MESSAGE,
  type RegistrationEditBody,
  type RegistrationView,
} from '@showgrid/shared/schemas/registration';

/**
 * The owner's and the car's details, as the entry form and the edit form take them: the API's own
 * rules for each field (registrationEditBodySchema, the entry body's fields the entrant may correct),
 * the year kept as typed and checked by the shared schema, so the forms say what the server would.
 */
const shape = registrationEditBodySchema.shape;
const yearSchema = shape.intYear.unwrap().unwrap();

export const carDetailsSchema = z.object({
  strOwnerName: shape.strOwnerName,
  strPhone: shape.strPhone,
  strBrandName: shape.strBrandName,
  strModelName: shape.strModelName,
  year: z.string().refine((text) => text.trim() === '' || yearSchema.safeParse(Number(text)).success, YEAR_MESSAGE),
  strRegistrationNo: shape.strRegistrationNo,
  strColour: shape.strColour,
});

export type CarDetailsInput = z.input<typeof carDetailsSchema>;
export type CarDetailsValues = z.output<typeof carDetailsSchema>;
export type CarDetailsField = keyof CarDetailsInput;

export const CAR_DETAILS_BLANK: CarDetailsInput = {
  strOwnerName: '',
  strPhone: '',
  strBrandName: '',
  strModelName: '',
  year: '',
  strRegistrationNo: '',
  strColour: '',
};

/** The details alone, out of a form or a draft holding more: the one list of the details' fields. */
export const pickCarDetails = (values: CarDetailsInput): CarDetailsInput => ({
  strOwnerName: values.strOwnerName,
  strPhone: values.strPhone,
  strBrandName: values.strBrandName,
  strModelName: values.strModelName,
  year: values.year,
  strRegistrationNo: values.strRegistrationNo,
  strColour: values.strColour,
});

/** The edit form as it opens: the entry's details as they stand (the year as the form types it). */
export const carDetailsOf = (entry: RegistrationView): CarDetailsInput =>
  pickCarDetails({ ...entry, year: entry.intYear === null ? '' : String(entry.intYear) });

/** The details as the API takes them (PUT /api/entrant/registrations/{id}/, and inside the entry's POST). */
export const carDetailsBody = (values: CarDetailsValues): RegistrationEditBody => ({
  strOwnerName: values.strOwnerName,
  strPhone: values.strPhone,
  strBrandName: values.strBrandName,
  strModelName: values.strModelName,
  intYear: values.year.trim() === '' ? null : Number(values.year),
  strRegistrationNo: values.strRegistrationNo,
  strColour: values.strColour,
});

/** Where a server 400 on an API field of the details is shown (null: not one of them). */
export function carDetailsFieldFor(apiField: string): CarDetailsField | null {
  const field = entryFormFieldOf([apiField]);
  return isCarDetailsField(field) ? field : null;
}

const isCarDetailsField = (name: string | null): name is CarDetailsField => name !== null && Object.hasOwn(CAR_DETAILS_BLANK, name);
