import type { ComponentPropsWithRef } from 'react';

export type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  id: string;
  label: string;
  /** The empty first option, e.g. "Select a vehicle type". */
  placeholder?: string;
  options: { value: string | number; label: string }[];
  error?: string;
};

export function SelectField({ id, label, placeholder, options, error, className = '', ...props }: SelectFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:ring-slate-200'
        } ${className}`}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={messageId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
