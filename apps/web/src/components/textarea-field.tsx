import type { ComponentPropsWithRef } from 'react';

export type TextareaFieldProps = ComponentPropsWithRef<'textarea'> & {
  id: string;
  label: string;
  error?: string;
  /** Shows "n / max" under the field. */
  maxChars?: number;
  valueLength?: number;
};

export function TextareaField({ id, label, error, maxChars, valueLength = 0, className = '', ...props }: TextareaFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`min-h-20 rounded-md border px-3 py-2.5 text-base text-slate-900 outline-none focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:ring-slate-200'
        } ${className}`}
        {...props}
      />
      <div className="flex justify-between gap-2 text-sm">
        <p id={messageId} className="text-red-600">
          {error}
        </p>
        {maxChars !== undefined && (
          <p className={valueLength > maxChars ? 'text-red-600' : 'text-slate-500'}>
            {valueLength} / {maxChars}
          </p>
        )}
      </div>
    </div>
  );
}
