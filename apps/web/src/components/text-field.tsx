import type { ComponentPropsWithRef } from 'react';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  id: string;
  label: string;
  /** Shown in red under the field and marks it invalid. */
  error?: string;
  /** Shown in green under the field when there is no error. */
  success?: string;
  /** Help shown under the field when there is nothing else to say. */
  hint?: string;
};

export function TextField({ id, label, error, success, hint, className = '', ...inputProps }: TextFieldProps) {
  const messageId = `${id}-message`;
  const message = error ?? success ?? hint;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={`rounded-md border px-3 py-2.5 text-base text-slate-900 outline-none focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:ring-slate-200'
        } ${className}`}
        {...inputProps}
      />
      {message && (
        <p id={messageId} className={`text-sm ${error ? 'text-red-600' : success ? 'text-green-600' : 'text-slate-500'}`}>
          {message}
        </p>
      )}
    </div>
  );
}
