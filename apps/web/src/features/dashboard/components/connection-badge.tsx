import type { ConnectionState } from '../lib/use-dashboard-socket';

const STATE_STYLE: Record<ConnectionState, string> = {
  Open: 'bg-green-100 text-green-800',
  Connecting: 'bg-amber-100 text-amber-900',
  Closing: 'bg-slate-200 text-slate-700',
  Closed: 'bg-red-100 text-red-800',
  Uninstantiated: 'bg-slate-200 text-slate-700',
};

/** The live socket's state (SPEC §4), under a live page's heading. */
export function ConnectionBadge({ state }: { state: ConnectionState }) {
  return (
    <p className="mt-1 text-sm text-slate-600">
      Live updates:{' '}
      <span role="status" aria-label="Live updates" className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}>
        {state}
      </span>
    </p>
  );
}
