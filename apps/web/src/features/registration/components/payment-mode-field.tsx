import { useLingui } from '@lingui/react';
import { english, translated } from '@showgrid/shared/i18n/translate';
import type { PaymentMode } from '@showgrid/shared/schemas/registration';

const MODE_TEXT: Readonly<Record<PaymentMode, { label: string; detail: string }>> = {
  online: {
    label: english(/*i18n*/ { id: 'Pay online now' }),
    detail: english(/*i18n*/ { id: 'By card, on the payment page that opens next.' }),
  },
  gate: { label: english(/*i18n*/ { id: 'Pay at the gate' }), detail: english(/*i18n*/ { id: 'In cash or by card when you arrive.' }) },
};

interface PaymentModeFieldProps {
  /** The ways the event takes now (online only where this server can take payments). */
  modes: PaymentMode[];
  value: string;
  onChange: (mode: PaymentMode) => void;
  error?: string;
}

/** How the entrant pays, among the ways offered; said plainly when paying online is not one of them. */
export function PaymentModeField({ modes, value, onChange, error }: PaymentModeFieldProps) {
  const { _, i18n } = useLingui();
  const messageId = 'entry-payment-message';
  return (
    <fieldset aria-describedby={error ? messageId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'How to pay' })}</legend>
      {modes.map((mode) => (
        <label
          key={mode}
          htmlFor={`entry-payment-${mode}`}
          className={`flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 ${value === mode ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
        >
          <input
            id={`entry-payment-${mode}`}
            type="radio"
            name="strPaymentMode"
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            className="mt-1 size-4 accent-red-600"
          />
          <span>
            <span className="block font-medium text-slate-900">{i18n._(MODE_TEXT[mode].label)}</span>
            <span className="block text-sm text-slate-500">{i18n._(MODE_TEXT[mode].detail)}</span>
          </span>
        </label>
      ))}
      {!modes.includes('online') && (
        <p className="text-sm text-slate-600">
          {_(/*i18n*/ { id: 'Paying online is not available for this event: you pay at the gate.' })}
        </p>
      )}
      {error && (
        <p id={messageId} className="text-sm text-red-600">
          {translated(i18n, error)}
        </p>
      )}
    </fieldset>
  );
}
