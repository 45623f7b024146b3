import type { ComponentPropsWithRef } from 'react';
import { TextField } from '../../../components/text-field';
import type { CarDetailsField } from '../lib/car-details';

interface CarDetailsFieldsProps {
  /** Keeps the ids apart: the entry form's, and each entry's edit form. */
  idPrefix: string;
  /** A field's input props and its message, from the form that holds the details (a form library's, or a plain form's). */
  field: (name: CarDetailsField) => ComponentPropsWithRef<'input'> & { name: string; error?: string };
}

/** The owner's and the car's details, in the entry form and in the edit form alike. */
export function CarDetailsFields({ idPrefix, field }: CarDetailsFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <TextField id={id('owner-name')} label="Owner name" autoComplete="name" {...field('strOwnerName')} />
      <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" {...field('strPhone')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField id={id('brand')} label="Brand" autoComplete="off" {...field('strBrandName')} />
        <TextField id={id('model')} label="Model" autoComplete="off" {...field('strModelName')} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField id={id('year')} label="Year" inputMode="numeric" autoComplete="off" {...field('year')} />
        <TextField id={id('colour')} label="Colour" autoComplete="off" {...field('strColour')} />
      </div>
      <TextField
        id={id('registration-no')}
        label="Registration number"
        autoComplete="off"
        autoCapitalize="characters"
        {...field('strRegistrationNo')}
      />
    </>
  );
}
