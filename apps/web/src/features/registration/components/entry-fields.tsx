import type { ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import { TextField } from '../../../components/text-field';
import { placesText } from './class-list';

/**
 * The parts of the entry form its two makers share: the app's (entry-form.tsx, a form library's
 * fields) and the server-rendered page's (public/register-entry-form.tsx, a plain form's).
 */

/** The class choices: name, today's fee, and "Waiting list" where none is left. */
export function classOptions(registration: PublicRegistration, i18n: I18n): { value: number; label: string }[] {
  const money = (cents: number) => moneyText(cents, registration.strCurrency, i18n.locale);
  return registration.arrClasses.map((c) => ({
    value: c.intCategoryId,
    label: `${c.strVehicleCategoryName} · ${c.intFeeCents === 0 ? i18n._(/*i18n*/ { id: 'Free' }) : money(c.intFeeCents)}${c.intPlacesLeft === 0 ? ` · ${placesText(0, i18n) ?? ''}` : ''}`,
  }));
}

interface ExtrasFieldsProps {
  registration: PublicRegistration;
  /** An extra's input props and its message, by its index in the event's extras. */
  field: (index: number) => ComponentPropsWithRef<'input'> & { error?: string };
  /** A message about the extras together. */
  error?: string;
}

/** How many of each extra the event offers, each with its price and maximum; nothing when there are none. */
export function ExtrasFields({ registration, field, error }: ExtrasFieldsProps) {
  const { _, i18n } = useLingui();
  if (registration.arrExtras.length === 0) return null;
  const money = (cents: number) => moneyText(cents, registration.strCurrency, i18n.locale);
  const fieldOf = (index: number) => {
    const props = field(index);
    return { ...props, error: props.error === undefined ? undefined : translated(i18n, props.error) };
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'Extras' })}</legend>
      {registration.arrExtras.map((extra, index) => (
        <TextField
          key={extra.strName}
          id={`entry-extra-${String(index)}`}
          label={_(
            /*i18n*/ {
              id: '{extra} ({price} each, up to {max})',
              values: { extra: extra.strName, price: money(extra.intPriceCents), max: extra.intMaxPerEntry },
            },
          )}
          type="number"
          inputMode="numeric"
          min={0}
          max={extra.intMaxPerEntry}
          className="max-w-28"
          {...fieldOf(index)}
        />
      ))}
      {error && <p className="text-sm text-red-600">{translated(i18n, error)}</p>}
    </fieldset>
  );
}
