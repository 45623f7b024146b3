import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { translated } from '@showgrid/shared/i18n/translate';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { Button } from '../../../components/button';
import { EmptyMessage } from '../../../components/empty-message';
import { FullPageSpinner } from '../../../components/spinner';
import { useAcceptOfferMutation } from '../api/accept-offer';
import { isSignedOut, useEntries } from '../api/get-entries';
import { MESSAGES } from '../lib/messages';
import { goToCheckout } from '../lib/pages';
import { EntrantAccount } from './entrant-account';
import { EntrantLanguage } from './entrant-language';
import { EntrantSignIn } from './entrant-sign-in';
import { EntryCard } from './entry-card';
import { PaidNotice, PAID_POLL_MS, PAID_POLL_EVERY_MS, paymentSettled } from './paid-notice';

/** A positive whole number from a query parameter, else null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /entrant: the entrant's own entries, after the e-mail code sign-in when the browser has none.
 * `?entry=ID` (the mails' link) outlines that entry; `?paid=ID` (back from Stripe) says the payment
 * is being confirmed and reads the entries again until the webhook has confirmed it, or a short while.
 */
export function EntrantPage() {
  // The device's language (the public pages' catalog: the sign-in and the edit form's fields are the registration page's).
  return (
    <EntrantLanguage>
      <EntrantScreen />
    </EntrantLanguage>
  );
}

function EntrantScreen() {
  const { _, i18n } = useLingui();
  const [params] = useSearchParams();
  const paidId = idParam(params.get('paid'));
  const entryId = idParam(params.get('entry')) ?? paidId;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (paidId === null) return;
    const timer = setTimeout(() => setGaveUp(true), PAID_POLL_MS);
    return () => clearTimeout(timer);
  }, [paidId]);
  const entries = useEntries({
    refetchInterval: (data) => {
      if (paidId === null || gaveUp) return false;
      return paymentSettled(data?.find((entry) => entry.intRegistrationId === paidId)) ? false : PAID_POLL_EVERY_MS;
    },
  });
  const accept = useAcceptOfferMutation();

  const take = (id: number) => {
    accept.mutate(id, {
      onSuccess: (entry) => {
        if (entry.strCheckoutUrl !== null) goToCheckout(entry.strCheckoutUrl);
        else toast.success(translated(i18n, MESSAGES.placeTaken));
      },
    });
  };

  return (
    <section className="flex flex-col gap-5 p-4">
      <h1 className="text-2xl font-bold text-slate-900">{_(/*i18n*/ { id: 'Your entries' })}</h1>
      <EntriesBody
        entries={entries}
        paid={paidId === null ? null : { entry: entries.data?.find((e) => e.intRegistrationId === paidId), gaveUp }}
        highlightId={entryId}
        acceptingId={accept.isPending ? accept.variables : null}
        onAccept={take}
      />
    </section>
  );
}

interface EntriesBodyProps {
  entries: ReturnType<typeof useEntries>;
  paid: { entry: RegistrationView | undefined; gaveUp: boolean } | null;
  highlightId: number | null;
  acceptingId: number | null;
  onAccept: (id: number) => void;
}

function EntriesBody({ entries, paid, highlightId, acceptingId, onAccept }: EntriesBodyProps) {
  const { _ } = useLingui();
  if (entries.isPending) return <FullPageSpinner />;
  if (entries.isError) {
    if (isSignedOut(entries.error)) {
      return (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="mb-3 text-lg font-bold text-slate-900">{_(/*i18n*/ { id: 'Sign in' })}</h2>
          <EntrantSignIn />
        </div>
      );
    }
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center"
      >
        <p className="text-slate-700">{_(/*i18n*/ { id: 'Could not load your entries.' })}</p>
        <Button variant="secondary" onClick={() => void entries.refetch()}>
          {_(/*i18n*/ { id: 'Try again' })}
        </Button>
      </div>
    );
  }
  return (
    <>
      <EntrantAccount />
      {paid && <PaidNotice entry={paid.entry} gaveUp={paid.gaveUp} />}
      {entries.data.length === 0 ? (
        <EmptyMessage text={_(/*i18n*/ { id: 'No entries yet: open an event’s registration link to enter your car.' })} />
      ) : (
        entries.data.map((entry) => (
          <EntryCard
            key={entry.intRegistrationId}
            entry={entry}
            highlighted={entry.intRegistrationId === highlightId}
            accepting={acceptingId === entry.intRegistrationId}
            onAccept={onAccept}
          />
        ))
      )}
    </>
  );
}
