import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import { PAYMENT_MODES, type PaymentMode } from '@showgrid/shared/schemas/registration';
import { TextField, type TextFieldProps } from '../../../components/text-field';
import type { EventFormInput, EventFormValues } from '../lib/event-form-schema';
import { EventSwitch } from './event-switch';
import { RegistrationClassesField } from './registration-classes-field';
import { RegistrationExtrasField } from './registration-extras-field';

const MODE_LABELS: Readonly<Record<PaymentMode, string>> = { online: 'Online (Stripe)', gate: 'At the gate' };

type TextName = 'regOpensAt' | 'regClosesAt' | 'regCurrency' | 'regEarlyUntil' | 'regEventCap';

/** The section's typed settings, in the order shown: the dates, the currency and the show's cap. */
const TEXT_FIELDS: readonly (Omit<TextFieldProps, 'name' | 'error'> & { name: TextName })[] = [
  { name: 'regOpensAt', id: 'event-reg-opens', label: 'Registration opens', type: 'datetime-local', hint: 'Empty: as soon as it is open.' },
  { name: 'regClosesAt', id: 'event-reg-closes', label: 'Registration closes', type: 'datetime-local', hint: 'Empty: until you close it.' },
  {
    name: 'regCurrency',
    id: 'event-reg-currency',
    label: 'Currency',
    maxLength: 3,
    autoCapitalize: 'characters',
    className: 'max-w-28 uppercase',
    hint: 'EUR, GBP, USD…',
  },
  {
    name: 'regEarlyUntil',
    id: 'event-reg-early',
    label: 'Early-bird fees until',
    type: 'datetime-local',
    hint: 'Empty: no early-bird fees.',
  },
  {
    name: 'regEventCap',
    id: 'event-reg-cap',
    label: 'Places at the whole show',
    type: 'number',
    inputMode: 'numeric',
    min: 1,
    className: 'max-w-32',
    hint: 'Empty: no limit.',
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
  const [open, currency = ''] = useWatch({ control, name: ['regOpen', 'regCurrency'] });
  const unit = currency.trim().toUpperCase() || 'EUR';
  // Closed, the details stay folded away, unless one of them holds a problem to fix.
  const hasProblem = Object.keys(errors).some((field) => field.startsWith('reg'));

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Registration</legend>
      <EventSwitch
        control={control}
        name="regOpen"
        id="event-reg-open"
        label="Entrants register themselves"
        onText="Open: entrants register on the event’s registration page"
        offText="Closed"
      />
      <div hidden={!open && !hasProblem} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ name, ...field }) => (
            <TextField key={name} {...field} error={errors[name]?.message} {...register(name)} />
          ))}
          <EventSwitch
            control={control}
            name="regApproval"
            id="event-reg-approval"
            label="Approve each entry"
            onText="You confirm each entry"
            offText="Confirmed when there is a place"
          />
        </div>
        <Controller
          control={control}
          name="regPaymentModes"
          render={({ field, fieldState }) => (
            <fieldset aria-describedby={fieldState.error ? 'event-reg-modes-message' : undefined} className="flex flex-col gap-1.5">
              <legend className="mb-1 text-sm font-medium text-slate-700">Ways to pay</legend>
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
                    {MODE_LABELS[mode]}
                  </label>
                ))}
              </div>
              <p id="event-reg-modes-message" className={`text-sm ${fieldState.error ? 'text-red-600' : 'text-slate-500'}`}>
                {fieldState.error?.message ?? 'Online needs this server’s Stripe keys; without them entrants are told to pay at the gate.'}
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
