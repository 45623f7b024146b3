import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import { FullPageSpinner } from '../../../components/spinner';
import { useEntries } from '../api/get-entries';
import type { RegistrationCreated } from '../api/register-entry';
import type { EntryFormValues } from '../lib/entry-form';
import { goToCheckout } from '../lib/pages';
import { EntrantSignIn } from './entrant-sign-in';
import { EntryForm } from './entry-form';
import type { EntryOutcomeProps } from './entry-outcome-card';

interface Entered {
  created: RegistrationCreated;
  values: EntryFormValues;
}

interface EntryStepsProps {
  registration: PublicRegistration;
  /** Where the page goes once the entry is in (the server-rendered page: its own outcome page). */
  afterEntry?: (created: RegistrationCreated) => void;
  /** What became of the entry, in place (the app's, with its route link; the server's page: a word while it goes on). */
  renderOutcome: (outcome: EntryOutcomeProps) => ReactNode;
}

/** Sign in (unless the browser already is), the form, then what became of the entry. */
export function EntrySteps({ registration, afterEntry, renderOutcome }: EntryStepsProps) {
  const { _ } = useLingui();
  const session = useEntries();
  const [entered, setEntered] = useState<Entered | null>(null);

  const onEntered = (created: RegistrationCreated, values: EntryFormValues) => {
    // The outcome says what happened: earlier notices (code sent, verified) make way for it.
    toast.dismiss();
    setEntered({ created, values });
    if (created.strCheckoutUrl !== null) goToCheckout(created.strCheckoutUrl);
    else afterEntry?.(created);
  };

  if (entered) {
    if (entered.created.strCheckoutUrl !== null) {
      return (
        <p role="status" className="rounded-xl bg-white p-5 text-center text-slate-700 shadow-sm">
          {_(/*i18n*/ { id: 'Taking you to the payment page…' })}{' '}
          <a href={entered.created.strCheckoutUrl} className="font-semibold text-red-700 underline">
            {_(/*i18n*/ { id: 'Open it' })}
          </a>
        </p>
      );
    }
    // The server's page says what became of it (afterEntry went there): nothing of the app's routes here.
    if (afterEntry)
      return (
        <p role="status" className="rounded-xl bg-white p-5 text-center text-slate-700 shadow-sm">
          {_(/*i18n*/ { id: 'Your entry is in…' })}
        </p>
      );
    const className =
      registration.arrClasses.find((c) => String(c.intCategoryId) === entered.values.intCategoryId)?.strVehicleCategoryName ??
      _(/*i18n*/ { id: 'the class' });
    return renderOutcome({
      registrationId: entered.created.intRegistrationId,
      status: entered.created.strStatus,
      className,
      paysAtGate: entered.values.strPaymentMode === 'gate',
    });
  }
  if (session.isPending) return <FullPageSpinner />;
  const signedIn = session.isSuccess;
  return (
    <section aria-labelledby="register-entry" className="flex flex-col gap-3">
      <h2 id="register-entry" className="text-lg font-bold text-slate-900">
        {signedIn ? _(/*i18n*/ { id: 'Your car' }) : _(/*i18n*/ { id: 'Confirm your e-mail' })}
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {signedIn ? <EntryForm registration={registration} onEntered={onEntered} /> : <EntrantSignIn />}
      </div>
    </section>
  );
}
