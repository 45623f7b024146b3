import { english } from '@showgrid/shared/i18n/english';
import { useSay } from './use-say';
import type { ComponentPropsWithRef } from 'react';

export type SwitchFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> & {
  id: string;
  /** The visible label and the switch's accessible name. */
  label: string;
  /** Words shown beside the switch for on and off, e.g. Yes / No. */
  onText?: string;
  offText?: string;
  checked: boolean;
};

/**
 * An on/off switch: a real checkbox with role="switch" (keyboard, forms and screen readers for
 * free) drawn as a track and thumb. The checkbox lies over the track, so a click on it toggles.
 */
export function SwitchField({
  id,
  label,
  onText = english(/*i18n*/ { id: 'Yes' }),
  offText = english(/*i18n*/ { id: 'No' }),
  checked,
  className = '',
  ...props
}: SwitchFieldProps) {
  const say = useSay();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-3 py-1.5">
        <span className="relative inline-flex h-7 w-12 shrink-0">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={checked}
            className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
            {...props}
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-red-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-slate-500 peer-disabled:opacity-60"
          />
          <span
            aria-hidden="true"
            className="absolute start-1 top-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5"
          />
        </span>
        <span aria-hidden="true" className="text-sm text-slate-600">
          {say(checked ? onText : offText)}
        </span>
      </div>
    </div>
  );
}
