import { useLingui } from '@lingui/react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import { PAYMENT_MODES, type PaymentMode } from '@showgrid/shared/schemas/registration';
import { TextField, type TextFieldProps } from '../../../components/text-field';
import type { EventFormInput, EventFormValues } from '../lib/event-form-schema';
import { EventSwitch } from './event-switch';
import { RegistrationClassesField } from './registration-classes-field';
import { RegistrationExtrasField } from './registration-extras-field';

const MODE_LABELS: Readonly<Record<PaymentMode, string>> = {
  online: english(/*i18n*/ { id: 'Online (Stripe)' }),
  gate: english(/*i18n*/ { id: 'At the gate' }),
};

type TextName = 'regOpensAt' | 'regClosesAt' | 'regCurrency' | 'regEarlyUntil' | 'regEventCap';

/** The section's typed settings, in the order shown: the dates, the currency and the show's cap. */
const TEXT_FIELDS: readonly (Omit<TextFieldProps, 'name' | 'error'> & { name: TextName })[] = [
  {
    name: 'regOpensAt',
    id: 'event-reg-opens',
    label: english(/*i18n*/ { id: 'Registration opens' }),
    type: 'datetime-local',
    hint: english(/*i18n*/ { id: 'Empty: as soon as it is open.' }),
  },
  {
    name: 'regClosesAt',
    id: 'event-reg-closes',
    label: english(/*i18n*/ { id: 'Registration closes' }),
    type: 'datetime-local',
    hint: english(/*i18n*/ { id: 'Empty: until you close it.' }),
  },
  {
    name: 'regCurrency',
    id: 'event-reg-currency',
    label: english(/*i18n*/ { id: 'Currency' }),
    maxLength: 3,
    autoCapitalize: 'characters',
    className: 'max-w-28 uppercase',
    hint: 'EUR, GBP, USD…',
  },
  {
    name: 'regEarlyUntil',
    id: 'event-reg-early',
    label: english(/*i18n*/ { id: 'Early-bird fees until' }),
    type: 'datetime-local',
    hint: english(/*i18n*/ { id: 'Empty: no early-bird fees.' }),
  },
  {
    name: 'regEventCap',
    id: 'event-reg-cap',
    label: english(/*i18n*/ { id: 'Places at the whole show' }),
    type: 'number',
    inputMode: 'numeric',
    min: 1,
    className: 'max-w-32',
    hint: english(/*i18n*/ { id: 'Empty: no limit.' }),
  },
];

interface RegistrationSectionProps {
  form: UseFormReturn<EventFormInput, unknown, EventFormValues>;
  /** The event's categories as the form has them now: each can be a class entrants register in. */
  categories: Category[];
}

/** The event form's Registration section (issue 31): whether and how entrants register themselves. */
export function RegistrationSection({ form, categories }: RegistrationSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { _, i18n } = useLingui();
  const said = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const [open, currency = ''] = useWatch({ control, name: ['regOpen', 'regCurrency'] });
  const unit = currency.trim().toUpperCase() || 'EUR';
  // Closed, the details stay folded away, unless one of them holds a problem to fix.
  const hasProblem = Object.keys(errors).some((field) => field.startsWith('reg'));

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">
        {_(/*i18n*/ { id: 'Registration (entries)', message: 'Registration' })}
      </legend>
      <EventSwitch
        control={control}
        name="regOpen"
        id="event-reg-open"
        label={_(/*i18n*/ { id: 'Entrants register themselves' })}
        onText={_(/*i18n*/ { id: 'Open: entrants register on the event’s registration page' })}
        offText={_(/*i18n*/ { id: 'Closed' })}
      />
      <div hidden={!open && !hasProblem} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ name, label, hint, ...field }) => (
            <TextField
              key={name}
              {...field}
              label={translated(i18n, label)}
              hint={hint === undefined ? undefined : translated(i18n, hint)}
              error={said(errors[name]?.message)}
              {...register(name)}
            />
          ))}
          <EventSwitch
            control={control}
            name="regApproval"
            id="event-reg-approval"
            label={_(/*i18n*/ { id: 'Approve each entry' })}
            onText={_(/*i18n*/ { id: 'You confirm each entry' })}
            offText={_(/*i18n*/ { id: 'Confirmed when there is a place' })}
          />
        </div>
        <Controller
          control={control}
          name="regPaymentModes"
          render={({ field, fieldState }) => (
            <fieldset aria-describedby={fieldState.error ? 'event-reg-modes-message' : undefined} className="flex flex-col gap-1.5">
              <legend className="mb-1 text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'Ways to pay' })}</legend>
              <div className="flex flex-wrap gap-4">
                {PAYMENT_MODES.map((mode) => (
                  <label key={mode} htmlFor={`event-reg-mode-${mode}`} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      id={`event-reg-mode-${mode}`}
                      type="checkbox"
                      className="size-4 accent-red-600"
                      checked={field.value.includes(mode)}
                      onChange={(change) =>
                        field.onChange(
                          change.target.checked
                            ? PAYMENT_MODES.filter((m) => m === mode || field.value.includes(m))
                            : field.value.filter((m) => m !== mode),
                        )
                      }
                    />
                    {translated(i18n, MODE_LABELS[mode])}
                  </label>
                ))}
              </div>
              <p id="event-reg-modes-message" className={`text-sm ${fieldState.error ? 'text-red-600' : 'text-slate-500'}`}>
                {said(fieldState.error?.message) ??
                  _(/*i18n*/ { id: 'Online needs this server’s Stripe keys; without them entrants are told to pay at the gate.' })}
              </p>
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="regClasses"
          render={({ field }) => (
            <RegistrationClassesField
              categories={categories}
              unit={unit}
              value={field.value}
              onChange={field.onChange}
              errors={errors.regClasses}
            />
          )}
        />
        <RegistrationExtrasField form={form} unit={unit} />
      </div>
    </fieldset>
  );
}
