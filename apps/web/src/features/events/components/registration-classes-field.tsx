import { useLingui } from '@lingui/react';
import type { FieldErrors } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import { TextField } from '../../../components/text-field';
import type { EventFormInput } from '../lib/event-form-schema';
import type { RegistrationClassRow } from '../lib/registration-form';

interface RegistrationClassesFieldProps {
  categories: Category[];
  /** The currency the fees are typed in. */
  unit: string;
  value: RegistrationClassRow[];
  onChange: (rows: RegistrationClassRow[]) => void;
  errors: FieldErrors<EventFormInput>['regClasses'];
}

type ClassField = 'fee' | 'earlyFee' | 'cap';

/** Per chosen category: its fee (empty: takes no entries), early-bird fee and places. */
export function RegistrationClassesField({ categories, unit, value, onChange, errors }: RegistrationClassesFieldProps) {
  const { _, i18n } = useLingui();
  const rowOf = (categoryId: number) =>
    value.find((row) => row.categoryId === categoryId) ?? { categoryId, fee: '', earlyFee: '', cap: '' };
  const set = (categoryId: number, field: ClassField, text: string) => {
    const row = { ...rowOf(categoryId), [field]: text };
    onChange(value.some((r) => r.categoryId === categoryId) ? value.map((r) => (r.categoryId === categoryId ? row : r)) : [...value, row]);
  };
  const errorOf = (categoryId: number, field: ClassField) => {
    const index = value.findIndex((row) => row.categoryId === categoryId);
    const message = index < 0 ? undefined : errors?.[index]?.[field]?.message;
    return message === undefined ? undefined : translated(i18n, message);
  };

  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'Classes and fees' })}</h3>
      {categories.length === 0 ? (
        <p className="text-sm text-slate-500">
          {_(/*i18n*/ { id: 'Choose the event’s categories above: each can be a class entrants register in.' })}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-500">
            {_(/*i18n*/ { id: 'Leave a category’s fee empty when it takes no entries; 0 is a free class.' })}
          </p>
          {categories.map((category) => {
            const row = rowOf(category.id);
            const id = (field: string) => `event-reg-${field}-${String(category.id)}`;
            return (
              <fieldset key={category.id} className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-3">
                <legend className="sr-only">{category.strVehicleCategoryName}</legend>
                <p aria-hidden="true" className="text-sm font-semibold text-slate-900 sm:col-span-3">
                  {category.strVehicleCategoryName}
                  <span className="font-normal text-slate-500"> · {category.strVehicleTypeTitle}</span>
                </p>
                <TextField
                  id={id('fee')}
                  label={_(/*i18n*/ { id: 'Fee ({currency})', values: { currency: unit } })}
                  inputMode="decimal"
                  value={row.fee}
                  onChange={(change) => set(category.id, 'fee', change.target.value)}
                  error={errorOf(category.id, 'fee')}
                />
                <TextField
                  id={id('early-fee')}
                  label={_(/*i18n*/ { id: 'Early-bird fee ({currency})', values: { currency: unit } })}
                  inputMode="decimal"
                  value={row.earlyFee}
                  onChange={(change) => set(category.id, 'earlyFee', change.target.value)}
                  error={errorOf(category.id, 'earlyFee')}
                />
                <TextField
                  id={id('cap')}
                  label={_(/*i18n*/ { id: 'Places' })}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  hint={_(/*i18n*/ { id: 'Empty: no limit.' })}
                  value={row.cap}
                  onChange={(change) => set(category.id, 'cap', change.target.value)}
                  error={errorOf(category.id, 'cap')}
                />
              </fieldset>
            );
          })}
        </>
      )}
      {errors?.message && <p className="text-sm text-red-600">{translated(i18n, errors.message)}</p>}
    </div>
  );
}
