import { useFieldArray, type UseFormReturn } from 'react-hook-form';
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
  const extras = useFieldArray({ control, name: 'regExtras' });

  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-700">Extras</h3>
      {extras.fields.length === 0 && <p className="text-sm text-slate-500">No extras: entrants pay the class fee only.</p>}
      {extras.fields.map((extra, index) => {
        const n = String(index + 1);
        return (
          <fieldset
            key={extra.id}
            className="grid items-start gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,2fr)_auto]"
          >
            <legend className="sr-only">{`Extra ${n}`}</legend>
            <TextField
              id={`event-reg-extra-name-${String(index)}`}
              label={`Extra ${n}`}
              maxLength={REGISTRATION_LIMITS.extraNameMax}
              error={errors.regExtras?.[index]?.name?.message}
              {...register(`regExtras.${index}.name`)}
            />
            <TextField
              id={`event-reg-extra-price-${String(index)}`}
              label={`Price (${unit})`}
              inputMode="decimal"
              error={errors.regExtras?.[index]?.price?.message}
              {...register(`regExtras.${index}.price`)}
            />
            <TextField
              id={`event-reg-extra-max-${String(index)}`}
              label="Most per entry"
              type="number"
              inputMode="numeric"
              min={1}
              max={REGISTRATION_LIMITS.perEntryMax}
              error={errors.regExtras?.[index]?.maxPerEntry?.message}
              {...register(`regExtras.${index}.maxPerEntry`)}
            />
            <Button variant="secondary" className="sm:mt-7" aria-label={`Remove extra ${n}`} onClick={() => extras.remove(index)}>
              Remove
            </Button>
          </fieldset>
        );
      })}
      {errors.regExtras?.message && <p className="text-sm text-red-600">{errors.regExtras.message}</p>}
      {extras.fields.length < REGISTRATION_LIMITS.extrasMax && (
        <Button variant="secondary" className="self-start" onClick={() => extras.append({ name: '', price: '', maxPerEntry: '1' })}>
          Add extra
        </Button>
      )}
    </div>
  );
}
