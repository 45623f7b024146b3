import { AUDIENCE_MESSAGES, type VoteTarget } from '@showgrid/shared/public-pages';
import { VotedIllustration } from '../components/voted-illustration';

/**
 * /audience/thanks (SPEC §2): the vote is in. The server shows it only to the browser that cast
 * the vote (its short-lived cookie names the vehicle); anyone else is told how to vote.
 */
export function ThanksPage({ target }: { target: VoteTarget | null }) {
  if (!target) {
    return (
      <section className="flex flex-col items-center gap-3 p-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">No vote yet</h1>
        <p className="text-slate-600">Scan the QR card on a vehicle’s windscreen to vote for it.</p>
      </section>
    );
  }
  return (
    <section className="flex flex-col items-center gap-5 p-6 text-center">
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        {AUDIENCE_MESSAGES.voted}
      </p>
      <VotedIllustration />
      <h1 className="text-3xl font-bold text-slate-900">Thank you for Voting</h1>
      <p className="text-lg text-slate-600">Your voting has been successfully placed</p>
      <p className="rounded-xl bg-white px-4 py-3 text-slate-700 shadow-sm">
        You voted for <span className="font-semibold text-slate-900">{target.strVehicleName}</span>{' '}
        <span className="font-semibold text-red-700">{target.strUniqueId}</span>
      </p>
    </section>
  );
}
