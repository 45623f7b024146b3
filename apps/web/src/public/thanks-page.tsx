import { Trans, useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { AUDIENCE_MESSAGES, type VoteTarget } from '@showgrid/shared/public-pages';
import { VotedIllustration } from '../components/voted-illustration';

/**
 * /audience/thanks (SPEC §2): the vote is in. The server shows it only to the browser that cast
 * the vote (its short-lived cookie names the vehicle); anyone else is told how to vote.
 */
export function ThanksPage({ target }: { target: VoteTarget | null }) {
  const { i18n, _ } = useLingui();
  if (!target) {
    return (
      <section className="flex flex-col items-center gap-3 p-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{_(/*i18n*/ { id: 'No vote yet' })}</h1>
        <p className="text-slate-600">{_(/*i18n*/ { id: 'Scan the QR card on a vehicle’s windscreen to vote for it.' })}</p>
      </section>
    );
  }
  return (
    <section className="flex flex-col items-center gap-5 p-6 text-center">
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        {translated(i18n, AUDIENCE_MESSAGES.voted)}
      </p>
      <VotedIllustration />
      <h1 className="text-3xl font-bold text-slate-900">{_(/*i18n*/ { id: 'Thank you for Voting' })}</h1>
      <p className="text-lg text-slate-600">{_(/*i18n*/ { id: 'Your voting has been successfully placed' })}</p>
      <p className="rounded-xl bg-white px-4 py-3 text-slate-700 shadow-sm">
        <Trans
          id="You voted for <0>{vehicle}</0> <1>{card}</1>"
          values={{ vehicle: target.strVehicleName, card: target.strUniqueId }}
          components={{ 0: <span className="font-semibold text-slate-900" />, 1: <span className="font-semibold text-red-700" /> }}
        />
      </p>
    </section>
  );
}
