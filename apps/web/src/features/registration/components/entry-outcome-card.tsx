import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@showgrid/shared/i18n/translate';
import type { RegistrationStatus } from '@showgrid/shared/schemas/registration';
import { STATUS_TEXT } from './entry-messages';

export interface EntryOutcomeProps {
  registrationId: number;
  status: RegistrationStatus;
  className: string;
  paysAtGate: boolean;
}

/** What became of the entry just sent, and what happens next (the class's name is the organiser's, as typed). */
function outcomeText(status: RegistrationStatus, className: string, paysAtGate: boolean, i18n: I18n): { title: string; lines: string[] } {
  switch (status) {
    case 'confirmed':
      return {
        title: i18n._(/*i18n*/ { id: 'Entry confirmed' }),
        lines: [
          i18n._(
            /*i18n*/ {
              id: 'Your car has its place in {className}. We have e-mailed you the confirmation with the car’s card.',
              values: { className },
            },
          ),
          ...(paysAtGate ? [i18n._(/*i18n*/ { id: 'Pay at the gate when you arrive.' })] : []),
        ],
      };
    case 'waitlisted':
      return {
        title: i18n._(/*i18n*/ { id: 'You are on the waiting list' }),
        lines: [
          i18n._(/*i18n*/ { id: '{className} is full. Your entry waits in the order entries came in.', values: { className } }),
          i18n._(
            /*i18n*/ {
              id: 'When a place frees up we e-mail you an offer; you then have 48 hours to take it. You pay nothing unless you take a place.',
            },
          ),
        ],
      };
    case 'pending-approval':
      return {
        title: i18n._(/*i18n*/ { id: 'Waiting for approval' }),
        lines: [i18n._(/*i18n*/ { id: 'The organiser looks at each entry before confirming it. We e-mail you when they have decided.' })],
      };
    case 'awaiting-payment':
      return {
        title: i18n._(/*i18n*/ { id: 'Awaiting payment' }),
        lines: [i18n._(/*i18n*/ { id: 'Your place is held while you pay: find the payment link on your entries page.' })],
      };
    case 'offered':
    case 'withdrawn':
    case 'rejected':
      return { title: i18n._(STATUS_TEXT[status]), lines: [] };
  }
}

/** The outcome and what happens next; `children`: the way on (a route link in the app, a plain link on the server's page). */
export function EntryOutcomeCard({
  status,
  className,
  paysAtGate,
  children,
}: Omit<EntryOutcomeProps, 'registrationId'> & { children: ReactNode }) {
  const { i18n } = useLingui();
  const { title, lines } = outcomeText(status, className, paysAtGate, i18n);
  const tone = status === 'confirmed' ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50';
  return (
    <section aria-labelledby="entry-outcome" role="status" className={`flex flex-col gap-3 rounded-2xl border p-5 ${tone}`}>
      <h2 id="entry-outcome" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {lines.map((line) => (
        <p key={line} className="text-slate-700">
          {line}
        </p>
      ))}
      {children}
    </section>
  );
}
