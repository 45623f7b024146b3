import { useLingui } from '@lingui/react';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';

/** Back from Stripe, the entries are read every 2 s for up to a minute: the webhook usually lands within seconds. */
export const PAID_POLL_EVERY_MS = 2_000;
export const PAID_POLL_MS = 60_000;

/** Nothing more to wait for: paid, or no longer awaiting a payment (a lapsed hold, say: the card tells). */
export const paymentSettled = (entry: RegistrationView | undefined): boolean =>
  entry !== undefined && (entry.blnPaid || entry.strStatus !== 'awaiting-payment');

/** What the entrant back from the payment page reads while Stripe's confirmation comes in. */
export function PaidNotice({ entry, gaveUp }: { entry: RegistrationView | undefined; gaveUp: boolean }) {
  const { _ } = useLingui();
  if (entry?.blnPaid) {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 text-green-900">
        {entry.strStatus === 'confirmed'
          ? _(/*i18n*/ { id: 'Payment received: your entry is confirmed.' })
          : _(/*i18n*/ { id: 'Payment received.' })}
      </p>
    );
  }
  if (paymentSettled(entry)) return null;
  return (
    <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-900">
      {gaveUp
        ? _(
            /*i18n*/ {
              id: 'Your payment is taking longer than usual to confirm. We e-mail you when it is; you can also reload this page later.',
            },
          )
        : _(/*i18n*/ { id: 'Thank you: your payment is being confirmed. This page updates by itself.' })}
    </p>
  );
}
