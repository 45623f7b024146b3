import type { ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
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
  const { _, i18n } = useLingui();
  const id = (name: string) => `${idPrefix}-${name}`;
  // A refusal's words in the page's language (the schema's are its English ids).
  const fieldOf = (name: CarDetailsField) => {
    const props = field(name);
    return { ...props, error: props.error === undefined ? undefined : translated(i18n, props.error) };
  };
  return (
    <>
      <TextField id={id('owner-name')} label={_(/*i18n*/ { id: 'Owner name' })} autoComplete="name" {...fieldOf('strOwnerName')} />
      <TextField id={id('phone')} label={_(/*i18n*/ { id: 'Phone' })} type="tel" autoComplete="tel" {...fieldOf('strPhone')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField id={id('brand')} label={_(/*i18n*/ { id: 'Brand' })} autoComplete="off" {...fieldOf('strBrandName')} />
        <TextField id={id('model')} label={_(/*i18n*/ { id: 'Model' })} autoComplete="off" {...fieldOf('strModelName')} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField id={id('year')} label={_(/*i18n*/ { id: 'Year' })} inputMode="numeric" autoComplete="off" {...fieldOf('year')} />
        <TextField id={id('colour')} label={_(/*i18n*/ { id: 'Colour' })} autoComplete="off" {...fieldOf('strColour')} />
      </div>
      <TextField
        id={id('registration-no')}
        label={_(/*i18n*/ { id: 'Registration number' })}
        autoComplete="off"
        autoCapitalize="characters"
        {...fieldOf('strRegistrationNo')}
      />
    </>
  );
}
