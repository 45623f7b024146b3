import type { ComponentPropsWithRef } from 'react';

const ICONS = {
  edit: 'M4 13.5V16h2.5l7.4-7.4-2.5-2.5L4 13.5zM15.7 6.8a.7.7 0 000-1l-1.5-1.5a.7.7 0 00-1 0l-1.2 1.2 2.5 2.5 1.2-1.2z',
  delete: 'M6 6h8l-.7 10H6.7L6 6zm2-3h4l1 1h3v2H4V4h3l1-1z',
  close: 'M5 5l10 10M15 5L5 15',
} as const;

type IconButtonProps = ComponentPropsWithRef<'button'> & {
  icon: keyof typeof ICONS;
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
      <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
        {icon === 'close' ? (
          <path d={ICONS.close} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d={ICONS[icon]} fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
