import { useState } from 'react';
import { useParams } from 'react-router';
import toast from 'react-hot-toast';
import { registerLines } from '@showgrid/shared/public-pages';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import { FullPageSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-errors';
import { useEntries } from '../api/get-entries';
import { usePublicRegistration } from '../api/get-public-registration';
import type { RegistrationCreated } from '../api/register-entry';
import type { EntryFormValues } from '../lib/entry-form';
import { localZone } from '../lib/messages';
import { goToCheckout } from '../lib/pages';
import { EntrantSignIn } from './entrant-sign-in';
import { EntryForm } from './entry-form';
import { EntryOutcome } from './entry-outcome';
import { RegisterOverview, takesEntries } from './register-overview';

const NOT_TAKING_ENTRIES = 'This event takes no registrations.';

/** /register/{eventId}: an event's classes for anyone; then the entrant signs in by e-mail code and enters a car. */
export function RegisterPage() {
  const { eventId = '' } = useParams();
  const id = Number(eventId);
  const query = usePublicRegistration(Number.isInteger(id) && id > 0 ? id : 0);

  if (query.isPending) return <FullPageSpinner />;
  if (query.isError) {
    return (
      <p className="m-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        {query.error instanceof ApiError ? NOT_TAKING_ENTRIES : 'Could not load the registration: check the connection and reload.'}
      </p>
    );
  }
  const registration = query.data;
  return (
    <article className="flex flex-col gap-5 p-4">
      <RegisterOverview registration={registration} lines={registerLines(registration, localZone())} />
      {takesEntries(registration) && <EntrySteps registration={registration} />}
    </article>
  );
}

interface Entered {
  created: RegistrationCreated;
  values: EntryFormValues;
}

interface EntryStepsProps {
  registration: PublicRegistration;
  /** Where the page goes once the entry is in (the server-rendered page: its own outcome page); else the outcome shows in place. */
  afterEntry?: (created: RegistrationCreated) => void;
}

/** Sign in (unless the browser already is), the form, then what became of the entry. */
export function EntrySteps({ registration, afterEntry }: EntryStepsProps) {
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
          Taking you to the payment page…{' '}
          <a href={entered.created.strCheckoutUrl} className="font-semibold text-red-700 underline">
            Open it
          </a>
        </p>
      );
    }
    // The server's page says what became of it (afterEntry went there): nothing of the app's routes here.
    if (afterEntry)
      return (
        <p role="status" className="rounded-xl bg-white p-5 text-center text-slate-700 shadow-sm">
          Your entry is in…
        </p>
      );
    const className =
      registration.arrClasses.find((c) => String(c.intCategoryId) === entered.values.intCategoryId)?.strVehicleCategoryName ?? 'the class';
    return (
      <EntryOutcome
        registrationId={entered.created.intRegistrationId}
        status={entered.created.strStatus}
        className={className}
        paysAtGate={entered.values.strPaymentMode === 'gate'}
      />
    );
  }
  if (session.isPending) return <FullPageSpinner />;
  const signedIn = session.isSuccess;
  return (
    <section aria-labelledby="register-entry" className="flex flex-col gap-3">
      <h2 id="register-entry" className="text-lg font-bold text-slate-900">
        {signedIn ? 'Your car' : 'Confirm your e-mail'}
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {signedIn ? <EntryForm registration={registration} onEntered={onEntered} /> : <EntrantSignIn />}
      </div>
    </section>
  );
}
