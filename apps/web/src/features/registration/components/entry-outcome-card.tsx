import type { ReactNode } from 'react';
import type { RegistrationStatus } from '@showgrid/shared/schemas/registration';
import { STATUS_TEXT } from '../lib/status-text';

export interface EntryOutcomeProps {
  registrationId: number;
  status: RegistrationStatus;
  className: string;
  paysAtGate: boolean;
}

/** What became of the entry just sent, and what happens next. */
function outcomeText(status: RegistrationStatus, className: string, paysAtGate: boolean): { title: string; lines: string[] } {
  switch (status) {
    case 'confirmed':
      return {
        title: 'Entry confirmed',
        lines: [
          `Your car has its place in ${className}. We have e-mailed you the confirmation with the car’s card.`,
          ...(paysAtGate ? ['Pay at the gate when you arrive.'] : []),
        ],
      };
    case 'waitlisted':
      return {
        title: 'You are on the waiting list',
        lines: [
          `${className} is full. Your entry waits in the order entries came in.`,
          'When a place frees up we e-mail you an offer; you then have 48 hours to take it. You pay nothing unless you take a place.',
        ],
      };
    case 'pending-approval':
      return {
        title: 'Waiting for approval',
        lines: ['The organiser looks at each entry before confirming it. We e-mail you when they have decided.'],
      };
    case 'awaiting-payment':
      return { title: 'Awaiting payment', lines: ['Your place is held while you pay: find the payment link on your entries page.'] };
    case 'offered':
    case 'withdrawn':
    case 'rejected':
      return { title: STATUS_TEXT[status], lines: [] };
  }
}

/** The outcome and what happens next; `children`: the way on (a route link in the app, a plain link on the server's page). */
export function EntryOutcomeCard({
  status,
  className,
  paysAtGate,
  children,
}: Omit<EntryOutcomeProps, 'registrationId'> & { children: ReactNode }) {
  const { title, lines } = outcomeText(status, className, paysAtGate);
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
