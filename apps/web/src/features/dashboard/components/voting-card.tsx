import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import type { I18n } from '@showgrid/shared/i18n/translate';
import type { VotingWindowView } from '@showgrid/shared/schemas/event';
import { whenText } from '@showgrid/shared/time-text';
import { windowState, type VotingState } from '@showgrid/shared/voting-window';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useVotingNowMutation } from '../api/voting-now';

const TICK_MS = 15_000;
const MINUTE = 60_000;

/** "2 d 3 h", "3 h 05 min", "12 min", "less than a minute": the time left, minutes rounded up, in the reader's language. */
export function durationText(i18n: I18n, ms: number): string {
  if (ms < MINUTE) return i18n._(/*i18n*/ { id: 'less than a minute' });
  const minutes = Math.ceil(ms / MINUTE);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return i18n._(/*i18n*/ { id: '{days} d {hours} h', values: { days: i18n.number(days), hours: i18n.number(hours) } });
  if (hours > 0)
    return i18n._(
      /*i18n*/ {
        id: '{hours} h {minutes} min',
        values: { hours: i18n.number(hours), minutes: i18n.number(rest, { minimumIntegerDigits: 2 }) },
      },
    );
  return i18n._(/*i18n*/ { id: '{minutes} min', values: { minutes: i18n.number(rest) } });
}

/** The window's state; "Open" is a verb elsewhere in the catalog, so it has an id of its own. */
function stateText(i18n: I18n, state: VotingState): string {
  if (state === 'not-yet') return i18n._(/*i18n*/ { id: 'Not open yet' });
  if (state === 'open') return i18n._(/*i18n*/ { id: 'Open (voting)', message: 'Open' });
  return i18n._(/*i18n*/ { id: 'Closed' });
}
const STATE_STYLE: Record<VotingState, string> = {
  'not-yet': 'bg-amber-100 text-amber-900',
  open: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-700',
};

/**
 * The dashboard's audience voting (PRODUCT.md "Voting window"): its state, counted down as the
 * minutes pass (the window's times come with each live message; the state flips here when one is
 * reached), and "Open voting now" / "Close voting now", each confirmed first.
 */
// setTimeout's longest delay (2^31 − 1 ms); anything longer fires at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function VotingCard({ eventId, voting, timeZone }: { eventId: number; voting: VotingWindowView; timeZone: string }) {
  const { _, i18n } = useLingui();
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
  // The window's times are the show's: in its time zone, named.
  const when = (at: Date) => whenText(at, timeZone, i18n.locale);
  const line =
    state === 'not-yet'
      ? _(
          /*i18n*/ {
            id: 'Opens in {duration} · {when}',
            values: { duration: durationText(i18n, opensAt.getTime() - now), when: when(opensAt) },
          },
        )
      : state === 'open'
        ? _(
            /*i18n*/ {
              id: 'Closes in {duration} · {when}',
              values: { duration: durationText(i18n, closesAt.getTime() - now), when: when(closesAt) },
            },
          )
        : _(/*i18n*/ { id: 'Closed on {when}', values: { when: when(closesAt) } });

  const run = async (action: 'open' | 'close') => {
    try {
      await votingNow.mutateAsync(action);
      toast.success(action === 'open' ? _(/*i18n*/ { id: 'Voting is open.' }) : _(/*i18n*/ { id: 'Voting is closed.' }));
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
            {_(/*i18n*/ { id: 'Audience voting' })}
            <span
              role="status"
              aria-label={_(/*i18n*/ { id: 'Voting' })}
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}
            >
              {stateText(i18n, state)}
            </span>
          </h2>
          <p className="mt-1 text-sm text-slate-600">{line}</p>
        </div>
        {state === 'open' ? (
          <Button variant="secondary" onClick={() => setAsking('close')}>
            {_(/*i18n*/ { id: 'Close voting now' })}
          </Button>
        ) : (
          <Button onClick={() => setAsking('open')}>{_(/*i18n*/ { id: 'Open voting now' })}</Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'close' ? _(/*i18n*/ { id: 'Close voting now?' }) : _(/*i18n*/ { id: 'Open voting now?' })}
        description={
          asking === 'close'
            ? _(/*i18n*/ { id: 'Visitors can no longer vote, also those who already confirmed their e-mail. You can open it again.' })
            : _(/*i18n*/ { id: 'Visitors can vote from now on.' })
        }
        confirmLabel={asking === 'close' ? _(/*i18n*/ { id: 'Close voting' }) : _(/*i18n*/ { id: 'Open voting' })}
        busy={votingNow.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void run(asking);
        }}
      />
    </section>
  );
}
