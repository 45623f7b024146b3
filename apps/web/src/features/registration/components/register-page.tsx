import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { registerLines } from '@showgrid/shared/public-pages';
import { FullPageSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-errors';
import { usePublicRegistration } from '../api/get-public-registration';
import { EntrantLanguage } from './entrant-language';
import { EntryOutcome } from './entry-outcome';
import { EntrySteps } from './entry-steps';
import { RegisterOverview, takesEntries } from './register-overview';

/** /register/{eventId}: an event's classes for anyone; then the entrant signs in by e-mail code and enters a car. */
export function RegisterPage() {
  // The device's language, as on /entrant (the server's copy of this page takes the visitor's too).
  return (
    <EntrantLanguage>
      <RegisterScreen />
    </EntrantLanguage>
  );
}

function RegisterScreen() {
  const { _, i18n } = useLingui();
  const { eventId = '' } = useParams();
  const id = Number(eventId);
  const query = usePublicRegistration(Number.isInteger(id) && id > 0 ? id : 0);

  if (query.isPending) return <FullPageSpinner />;
  if (query.isError) {
    return (
      <p className="m-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        {query.error instanceof ApiError
          ? _(/*i18n*/ { id: 'This event takes no registrations.' })
          : _(/*i18n*/ { id: 'Could not load the registration: check the connection and reload.' })}
      </p>
    );
  }
  const registration = query.data;
  return (
    <article className="flex flex-col gap-5 p-4">
      <RegisterOverview registration={registration} lines={registerLines(registration, registration.strTimeZone, i18n)} />
      {takesEntries(registration) && <EntrySteps registration={registration} renderOutcome={(outcome) => <EntryOutcome {...outcome} />} />}
    </article>
  );
}
