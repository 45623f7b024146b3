import type { ComponentPropsWithRef } from 'react';
import { Icon, type IconName } from './icon';

type IconButtonProps = ComponentPropsWithRef<'button'> & {
  icon: Extract<IconName, 'edit' | 'delete' | 'close'>;
  /** The accessible name, e.g. "Edit Classic Cars". */
  label: string;
};

/** A small icon-only button for table rows and lists; always carries an accessible name. */
export function IconButton({ icon, label, className = '', ...props }: IconButtonProps) {
  const danger = icon === 'delete';
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-9 items-center justify-center rounded-md ${
        danger ? 'text-red-600 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100'
      } focus-visible:outline-2 focus-visible:outline-slate-500 disabled:opacity-40 ${className}`}
      {...props}
    >
      <Icon name={icon} />
    </button>
  );
}
