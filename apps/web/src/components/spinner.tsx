import { english } from '@showgrid/shared/i18n/english';
import { useSay } from './use-say';
interface SpinnerProps {
  /** Accessible name; ignored when decorative. */
  label?: string;
  /** Inside a button that already says what is happening (aria-busy), the spinner is only visual. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = english(/*i18n*/ { id: 'Loading' }), decorative = false, className = 'size-8' }: SpinnerProps) {
  const say = useSay();
  const circle = <span className={`inline-block animate-spin rounded-full border-4 border-current border-t-transparent ${className}`} />;
  if (decorative) return <span aria-hidden="true">{circle}</span>;
  return (
    <span role="status" aria-label={say(label)} className="inline-flex">
      {circle}
    </span>
  );
}

/** Centres a spinner in the space it is given (page or layout loading). */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-red-600">
      <Spinner />
    </div>
  );
}
