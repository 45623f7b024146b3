import { useLingui } from '@lingui/react';
import type { I18n } from '@showgrid/shared/i18n/translate';
import type { ConnectionState } from '../lib/use-dashboard-socket';

const STATE_STYLE: Record<ConnectionState, string> = {
  Open: 'bg-green-100 text-green-800',
  Connecting: 'bg-amber-100 text-amber-900',
  Closing: 'bg-slate-200 text-slate-700',
  Closed: 'bg-red-100 text-red-800',
  Uninstantiated: 'bg-slate-200 text-slate-700',
};

/** SPEC §4's state names in English; a connection's own words elsewhere (an id of their own: "Open" is a verb in the catalog). */
function stateText(i18n: I18n, state: ConnectionState): string {
  switch (state) {
    case 'Open':
      return i18n._(/*i18n*/ { id: 'Open (live updates)', message: 'Open' });
    case 'Connecting':
      return i18n._(/*i18n*/ { id: 'Connecting (live updates)', message: 'Connecting' });
    case 'Closing':
      return i18n._(/*i18n*/ { id: 'Closing (live updates)', message: 'Closing' });
    case 'Closed':
      return i18n._(/*i18n*/ { id: 'Closed (live updates)', message: 'Closed' });
    case 'Uninstantiated':
      return i18n._(/*i18n*/ { id: 'Uninstantiated (live updates)', message: 'Uninstantiated' });
  }
}

/** The live socket's state (SPEC §4), under a live page's heading. */
export function ConnectionBadge({ state }: { state: ConnectionState }) {
  const { _, i18n } = useLingui();
  return (
    <p className="mt-1 text-sm text-slate-600">
      {_(/*i18n*/ { id: 'Live updates:' })}{' '}
      <span
        role="status"
        aria-label={_(/*i18n*/ { id: 'Live updates' })}
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}
      >
        {stateText(i18n, state)}
      </span>
    </p>
  );
}
