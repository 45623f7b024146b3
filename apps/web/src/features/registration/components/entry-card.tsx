import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { type I18n } from '@showgrid/shared/i18n/translate';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { Button } from '../../../components/button';
import { entryName } from '../lib/entry-name';
import { localWhen } from '../lib/messages';
import { STATUS_TEXT, STATUS_TONE, waitlistText } from '../lib/status-text';
import { EntryActions } from './entry-actions';
import { EntryPlacing } from './entry-placing';

interface EntryCardProps {
  entry: RegistrationView;
  /** The entry the page was opened for (?entry=ID): outlined and scrolled to. */
  highlighted: boolean;
  accepting: boolean;
  onAccept: (id: number) => void;
}

/** How the entry is paid, or is to be. */
function paymentText(i18n: I18n, entry: RegistrationView): string {
  if (entry.intAmountCents === 0) return i18n._(/*i18n*/ { id: 'Nothing to pay' });
  if (entry.blnPaid) return entry.strPaymentMode === 'online' ? i18n._(/*i18n*/ { id: 'Paid online' }) : i18n._(/*i18n*/ { id: 'Paid' });
  return entry.strPaymentMode === 'online' ? i18n._(/*i18n*/ { id: 'To pay online' }) : i18n._(/*i18n*/ { id: 'To pay at the gate' });
}

/** One entry as its entrant follows it: where it stands, the card number once confirmed, its placing once published, what to do next and can do. */
export function EntryCard({ entry, highlighted, accepting, onAccept }: EntryCardProps) {
  const { _, i18n } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; a browser always has.
    if (highlighted && typeof ref.current?.scrollIntoView === 'function') ref.current.scrollIntoView({ block: 'start' });
  }, [highlighted]);
  const headingId = `entry-${String(entry.intRegistrationId)}`;
  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      aria-current={highlighted ? 'true' : undefined}
      className={`flex scroll-mt-4 flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm ${highlighted ? 'border-red-600 ring-2 ring-red-600' : 'border-slate-200'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">{entry.strEventTitle}</p>
          <h2 id={headingId} className="text-lg font-bold break-words text-slate-900">
            {entryName(entry)}
          </h2>
          <p className="text-sm text-slate-600">
            {entry.strRegistrationNo} · {entry.strCategoryName}
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[entry.strStatus]}`}>
          {_(STATUS_TEXT[entry.strStatus])}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {entry.strVehicleUniqueId !== null && (
          <div className="col-span-2 flex flex-col">
            <dt className="text-slate-500">{_(/*i18n*/ { id: 'Card number' })}</dt>
            <dd className="text-2xl font-bold text-red-700">{entry.strVehicleUniqueId}</dd>
          </div>
        )}
        <div className="flex flex-col">
          <dt className="text-slate-500">{_(/*i18n*/ { id: 'Amount' })}</dt>
          <dd className="font-medium text-slate-900">{moneyText(entry.intAmountCents, entry.strCurrency, i18n.locale)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-slate-500">{_(/*i18n*/ { id: 'Payment' })}</dt>
          <dd className="font-medium text-slate-900">{paymentText(i18n, entry)}</dd>
        </div>
      </dl>
      {entry.intWaitlistPosition !== null && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {waitlistText(i18n, entry.intWaitlistPosition)} {_(/*i18n*/ { id: 'When a place frees up we e-mail you an offer.' })}
        </p>
      )}
      {entry.strStatus === 'awaiting-payment' && entry.strCheckoutUrl !== null && (
        <div className="flex flex-col gap-2">
          {entry.dtHoldExpiresAt !== null && (
            <p className="text-sm text-slate-700">
              {_(/*i18n*/ { id: 'Your place is held until {when}.', values: { when: localWhen(entry.dtHoldExpiresAt, i18n.locale) } })}
            </p>
          )}
          <a href={entry.strCheckoutUrl} className="rounded-md bg-red-600 px-4 py-3 text-center font-semibold text-white hover:bg-red-700">
            {_(/*i18n*/ { id: 'Pay now' })}
          </a>
        </div>
      )}
      {entry.strStatus === 'offered' && (
        <div className="flex flex-col gap-2 rounded-lg bg-violet-50 p-3">
          <p className="text-sm text-violet-900">
            {entry.dtOfferExpiresAt === null
              ? _(/*i18n*/ { id: 'A place is offered to your car. After that it goes to the next in line.' })
              : _(
                  /*i18n*/ {
                    id: 'A place is offered to your car until {when}. After that it goes to the next in line.',
                    values: { when: localWhen(entry.dtOfferExpiresAt, i18n.locale) },
                  },
                )}
          </p>
          <Button loading={accepting} onClick={() => onAccept(entry.intRegistrationId)} className="w-full py-3 text-base">
            {_(/*i18n*/ { id: 'Take the place' })}
          </Button>
        </div>
      )}
      {entry.strReason !== '' && (entry.strStatus === 'rejected' || entry.strStatus === 'withdrawn') && (
        <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'Reason: {reason}', values: { reason: entry.strReason } })}</p>
      )}
      <EntryPlacing entry={entry} />
      <EntryActions entry={entry} />
    </article>
  );
}
