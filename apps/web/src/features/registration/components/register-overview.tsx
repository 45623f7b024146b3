import { useLingui } from '@lingui/react';
import type { RegisterLines } from '@showgrid/shared/public-pages';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import { ClassList } from './class-list';

/**
 * /register/{eventId} above the entrant's steps: the event, whether it takes entries, its classes
 * and fees. `lines`: its dates, worded by whoever renders (the server in the show's zone, ADR 042).
 */
export function RegisterOverview({ registration, lines }: { registration: PublicRegistration; lines: RegisterLines }) {
  const { _ } = useLingui();
  return (
    <>
      <header>
        <p className="text-sm font-medium text-slate-500">{_(/*i18n*/ { id: 'Registration (signing up)', message: 'Registration' })}</p>
        <h1 className="text-2xl font-bold text-slate-900">{registration.strEventTitle}</h1>
        <p className="text-slate-600">
          {lines.starts}
          {registration.strEventLocation && ` · ${registration.strEventLocation}`}
        </p>
      </header>
      {registration.strState === 'open' ? (
        <div role="status" className="rounded-xl bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{lines.state}</p>
          {registration.blnApproval && (
            <p className="mt-1 text-sm">{_(/*i18n*/ { id: 'The organiser approves each entry before it is confirmed.' })}</p>
          )}
        </div>
      ) : (
        <div role="status" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{lines.state}</p>
        </div>
      )}
      <ClassList registration={registration} earlyLine={lines.early} />
    </>
  );
}

/** Whether the page offers the entrant's steps: open, with a class to enter. */
export const takesEntries = (registration: PublicRegistration) => registration.strState === 'open' && registration.arrClasses.length > 0;
