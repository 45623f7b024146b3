import { Trans, useLingui } from '@lingui/react';
import { Button } from './button';
import { WordsScope } from './words-scope';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The parts a one-time-code step shares, the visitor's (audience) and the entrant's
 * (registration): whom the code went to, the code's field, and the row to change the address or
 * send it again (counting down while the server's 30 s wait runs; use-code-step.ts keeps it).
 */

export function CodeSentTo({ email }: { email: string }) {
  return (
    <WordsScope>
      <p className="text-slate-600">
        <Trans
          id="Enter the code we sent to <0>{email}</0>."
          values={{ email }}
          components={{ 0: <span className="font-semibold break-all text-slate-900" /> }}
        />
      </p>
    </WordsScope>
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

export function CodeStepFooter(props: CodeStepFooterProps) {
  return (
    <WordsScope>
      <CodeStepFooterRow {...props} />
    </WordsScope>
  );
}

function CodeStepFooterRow({ onChangeEmail, secondsLeft, resending, onResend }: CodeStepFooterProps) {
  const { _ } = useLingui();
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <button type="button" onClick={onChangeEmail} className="font-semibold text-slate-600 underline">
        {_(/*i18n*/ { id: 'Use another e-mail' })}
      </button>
      <Button variant="secondary" disabled={secondsLeft > 0} loading={resending} onClick={onResend}>
        {secondsLeft > 0
          ? _(/*i18n*/ { id: 'Resend code in {seconds} s', values: { seconds: secondsLeft } })
          : _(/*i18n*/ { id: 'Resend code' })}
      </Button>
    </div>
  );
}
