import { Button } from './button';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The parts a one-time-code step shares, the visitor's (audience) and the entrant's
 * (registration): whom the code went to, the code's field, and the row to change the address or
 * send it again (counting down while the server's 30 s wait runs; use-code-step.ts keeps it).
 */

export function CodeSentTo({ email }: { email: string }) {
  return (
    <p className="text-slate-600">
      Enter the code we sent to <span className="font-semibold break-all text-slate-900">{email}</span>.
    </p>
  );
}

/** The code's field: digits, large and spaced, which the phone may fill from the mail. */
export function CodeField(props: TextFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      className="text-center text-2xl tracking-[0.5em]"
      {...props}
    />
  );
}

interface CodeStepFooterProps {
  onChangeEmail: () => void;
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
}

export function CodeStepFooter({ onChangeEmail, secondsLeft, resending, onResend }: CodeStepFooterProps) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <button type="button" onClick={onChangeEmail} className="font-semibold text-slate-600 underline">
        Use another e-mail
      </button>
      <Button variant="secondary" disabled={secondsLeft > 0} loading={resending} onClick={onResend}>
        {secondsLeft > 0 ? `Resend code in ${String(secondsLeft)} s` : 'Resend code'}
      </Button>
    </div>
  );
}
