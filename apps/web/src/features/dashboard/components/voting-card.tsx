import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { VotingWindowView } from '@showgrid/shared/schemas/event';
import { whenText } from '@showgrid/shared/time-text';
import { windowState, type VotingState } from '@showgrid/shared/voting-window';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useVotingNowMutation } from '../api/voting-now';

const TICK_MS = 15_000;
const MINUTE = 60_000;

/** "2 d 3 h", "3 h 05 min", "12 min", "less than a minute": the time left, minutes rounded up. */
export function durationText(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const minutes = Math.ceil(ms / MINUTE);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${String(days)} d ${String(hours)} h`;
  if (hours > 0) return `${String(hours)} h ${String(rest).padStart(2, '0')} min`;
  return `${String(rest)} min`;
}

const STATE_TEXT: Record<VotingState, string> = { 'not-yet': 'Not open yet', open: 'Open', closed: 'Closed' };
const STATE_STYLE: Record<VotingState, string> = {
  'not-yet': 'bg-amber-100 text-amber-900',
  open: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-700',
};

/** The organiser's zone is the show's: times on the dashboard are the browser's. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The dashboard's audience voting (PRODUCT.md "Voting window"): its state, counted down as the
 * minutes pass (the window's times come with each live message; the state flips here when one is
 * reached), and "Open voting now" / "Close voting now", each confirmed first.
 */
// setTimeout's longest delay (2^31 − 1 ms); anything longer fires at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function VotingCard({ eventId, voting }: { eventId: number; voting: VotingWindowView }) {
  const [now, setNow] = useState(() => Date.now());
  // A tick for the countdown and one at the window's next end, so the state flips on time. (A
  // new window, say from a message that just closed it, mounts a new card: see its key.)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    // Only an end within a timer's reach (about 24.8 days): a later one would fire at once; the tick catches it then.
    const next = [voting.dtOpensAt, voting.dtClosesAt]
      .map((at) => new Date(at).getTime() - Date.now())
      .filter((ms) => ms > 0 && ms < MAX_TIMER_MS);
    const boundary = next.length > 0 ? setTimeout(() => setNow(Date.now()), Math.min(...next) + 1) : undefined;
    return () => {
      clearInterval(timer);
      clearTimeout(boundary);
    };
  }, [voting.dtOpensAt, voting.dtClosesAt]);
  const [asking, setAsking] = useState<'open' | 'close' | null>(null);
  const votingNow = useVotingNowMutation(eventId);

  const opensAt = new Date(voting.dtOpensAt);
  const closesAt = new Date(voting.dtClosesAt);
  const state = windowState({ opensAt, closesAt }, new Date(now));
  const line =
    state === 'not-yet'
      ? `Opens in ${durationText(opensAt.getTime() - now)} · ${whenText(opensAt, localZone())}`
      : state === 'open'
        ? `Closes in ${durationText(closesAt.getTime() - now)} · ${whenText(closesAt, localZone())}`
        : `Closed on ${whenText(closesAt, localZone())}`;

  const run = async (action: 'open' | 'close') => {
    try {
      await votingNow.mutateAsync(action);
      toast.success(action === 'open' ? 'Voting is open.' : 'Voting is closed.');
      setAsking(null);
    } catch {
      // The query client has shown it (the mutation's meta); the question stays open for another try.
    }
  };

  return (
    <section aria-labelledby="voting-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="voting-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            Audience voting
            <span role="status" aria-label="Voting" className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}>
              {STATE_TEXT[state]}
            </span>
          </h2>
          <p className="mt-1 text-sm text-slate-600">{line}</p>
        </div>
        {state === 'open' ? (
          <Button variant="secondary" onClick={() => setAsking('close')}>
            Close voting now
          </Button>
        ) : (
          <Button onClick={() => setAsking('open')}>Open voting now</Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'close' ? 'Close voting now?' : 'Open voting now?'}
        description={
          asking === 'close'
            ? 'Visitors can no longer vote, also those who already confirmed their e-mail. You can open it again.'
            : 'Visitors can vote from now on.'
        }
        confirmLabel={asking === 'close' ? 'Close voting' : 'Open voting'}
        busy={votingNow.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void run(asking);
        }}
      />
    </section>
  );
}
