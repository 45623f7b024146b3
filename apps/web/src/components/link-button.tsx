import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonVariant } from './button';

export type LinkButtonProps = LinkProps & { variant?: ButtonVariant };

/**
 * A link that looks like a Button: it goes to another page, so it stays a link (opens in a new
 * tab, reads as a link to a screen reader) while sitting among buttons with their look.
 */
export function LinkButton({ variant = 'primary', className = '', ...props }: LinkButtonProps) {
  return <Link className={`${buttonClassName(variant)} ${className}`} {...props} />;
}
