import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { VotedIllustration } from '../../../components/voted-illustration';
import { readVoteTarget } from '../lib/vote-target';

/**
 * /audience/thanks (SPEC §2): the vote is in. Opened with no vote behind it (typed, or a stale
 * bookmark), it goes back to where the visitor came from; with nowhere to go back to, it says how
 * to vote instead of thanking for nothing.
 */
export function ThanksPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = readVoteTarget(location.state);
  // 'default': the first page of this tab's history, so there is nowhere to go back to.
  const canGoBack = location.key !== 'default';
  useEffect(() => {
    if (!target && canGoBack) void navigate(-1);
  }, [target, canGoBack, navigate]);

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
