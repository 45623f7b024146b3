import { useLingui } from '@lingui/react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import { REGISTRATION_LIMITS } from '@showgrid/shared/schemas/registration';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { EventFormInput, EventFormValues } from '../lib/event-form-schema';

/** Extras an entrant may buy with the entry (a dinner ticket, a plaque): name, price, how many per entry. */
export function RegistrationExtrasField({ form, unit }: { form: UseFormReturn<EventFormInput, unknown, EventFormValues>; unit: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { _, i18n } = useLingui();
  const said = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const extras = useFieldArray({ control, name: 'regExtras' });

  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'Extras' })}</h3>
      {extras.fields.length === 0 && (
        <p className="text-sm text-slate-500">{_(/*i18n*/ { id: 'No extras: entrants pay the class fee only.' })}</p>
      )}
      {extras.fields.map((extra, index) => {
        const n = i18n.number(index + 1);
        const name = _(/*i18n*/ { id: 'Extra {n}', values: { n } });
        return (
          <fieldset
            key={extra.id}
            className="grid items-start gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,2fr)_auto]"
          >
            <legend className="sr-only">{name}</legend>
            <TextField
              id={`event-reg-extra-name-${String(index)}`}
              label={name}
              maxLength={REGISTRATION_LIMITS.extraNameMax}
              error={said(errors.regExtras?.[index]?.name?.message)}
              {...register(`regExtras.${index}.name`)}
            />
            <TextField
              id={`event-reg-extra-price-${String(index)}`}
              label={_(/*i18n*/ { id: 'Price ({currency})', values: { currency: unit } })}
              inputMode="decimal"
              error={said(errors.regExtras?.[index]?.price?.message)}
              {...register(`regExtras.${index}.price`)}
            />
            <TextField
              id={`event-reg-extra-max-${String(index)}`}
              label={_(/*i18n*/ { id: 'Most per entry' })}
              type="number"
              inputMode="numeric"
              min={1}
              max={REGISTRATION_LIMITS.perEntryMax}
              error={said(errors.regExtras?.[index]?.maxPerEntry?.message)}
              {...register(`regExtras.${index}.maxPerEntry`)}
            />
            <Button
              variant="secondary"
              className="sm:mt-7"
              aria-label={_(/*i18n*/ { id: 'Remove extra {n}', values: { n } })}
              onClick={() => extras.remove(index)}
            >
              {_(/*i18n*/ { id: 'Remove' })}
            </Button>
          </fieldset>
        );
      })}
      {errors.regExtras?.message && <p className="text-sm text-red-600">{translated(i18n, errors.regExtras.message)}</p>}
      {extras.fields.length < REGISTRATION_LIMITS.extrasMax && (
        <Button variant="secondary" className="self-start" onClick={() => extras.append({ name: '', price: '', maxPerEntry: '1' })}>
          {_(/*i18n*/ { id: 'Add extra' })}
        </Button>
      )}
    </div>
  );
}
