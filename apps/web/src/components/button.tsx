import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-slate-500',
  danger: 'bg-slate-900 text-white hover:bg-slate-800 focus-visible:outline-slate-900',
};

/** How a button looks, for a Button and for a link drawn as one (LinkButton). */
export const buttonClassName = (variant: ButtonVariant) =>
  `inline-flex items-center justify-center rounded-md px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${VARIANTS[variant]}`;

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  loading?: boolean;
  variant?: ButtonVariant;
};

/** Button with a loading overlay: the label keeps its width (no layout jump) under the spinner. */
export function Button({
  loading = false,
  disabled,
  variant = 'primary',
  className = '',
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading}
      className={`relative ${buttonClassName(variant)} disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...props}
    >
      {/* opacity-0, not invisible: a hidden label would take the button's accessible name with it. */}
      <span className={loading ? 'opacity-0' : undefined}>{children}</span>
      {loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner decorative className="size-5" />
        </span>
      )}
    </button>
  );
}
