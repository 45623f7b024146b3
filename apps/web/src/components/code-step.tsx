import { Button } from './button';
import { TextField, type TextFieldProps } from './text-field';
import { useSay } from './use-say';

/**
 * The parts a one-time-code step shares, the visitor's (audience) and the entrant's
 * (registration): whom the code went to, the code's field, and the row to change the address or
 * send it again (counting down while the server's 30 s wait runs; use-code-step.ts keeps it).
 * Their words come from the page's language (useSay: the context only), so the visitor's bundle
 * carries no catalog of its own.
 */

export function CodeSentTo({ email }: { email: string }) {
  const say = useSay();
  // The address in bold wherever the language puts it: the message's <0>…</0>.
  const [before = '', address = email, after = ''] = say(
    /*i18n*/ { id: 'Enter the code we sent to <0>{email}</0>.', values: { email } },
  ).split(/<\/?0>/);
  return (
    <p className="text-slate-600">
      {before}
      <span className="font-semibold break-all text-slate-900">{address}</span>
      {after}
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
  const say = useSay();
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <button type="button" onClick={onChangeEmail} className="font-semibold text-slate-600 underline">
        {say(/*i18n*/ { id: 'Use another e-mail' })}
      </button>
      <Button variant="secondary" disabled={secondsLeft > 0} loading={resending} onClick={onResend}>
        {secondsLeft > 0
          ? say(/*i18n*/ { id: 'Resend code in {seconds} s', values: { seconds: secondsLeft } })
          : say(/*i18n*/ { id: 'Resend code' })}
      </Button>
    </div>
  );
}
