import type { z } from 'zod';
import type { registrationBodySchema, registrationEditBodySchema } from '@showgrid/shared/schemas/registration';
import type { EntryFields, RegistrationInput } from './records.ts';

/** The car's and owner's details in the service's plain values. */
export function entryFieldsOf(body: z.output<typeof registrationEditBodySchema>): EntryFields {
  return {
    ownerName: body.strOwnerName,
    phone: body.strPhone,
    brand: body.strBrandName,
    model: body.strModelName,
    year: body.intYear,
    registrationNo: body.strRegistrationNo,
    colour: body.strColour,
  };
}

/** The body in the service's plain values. */
export function registrationInputOf(body: z.output<typeof registrationBodySchema>): RegistrationInput {
  return {
    eventId: body.intEventId,
    categoryId: body.intCategoryId,
    fields: entryFieldsOf(body),
    paymentMode: body.strPaymentMode,
    extras: body.arrExtras.map((e) => ({ name: e.strName, quantity: e.intQuantity })),
    photos: body.arrPhotos,
  };
}
