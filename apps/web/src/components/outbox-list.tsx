import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';

/** One write a device keeps for the server (ADR 030), as the "waiting to be sent" view lists it. */
export interface OutboxEntry {
  key: string;
  /** What it is about: a vehicle, a car at the gate. */
  title: string;
  /** What kind of write, and when it was made. */
  detail: string;
  /** waiting: goes when the server can be reached; refused: the server said no for good; draft: not submitted. */
  state: 'waiting' | 'refused' | 'draft';
  /** The server's words for a refusal. */
  message?: string;
  /** What the person can do about it: open it, or dismiss a refusal they have read. */
  action?: { label: string; onClick: () => void };
}

const BADGES: Record<OutboxEntry['state'], { text: string; className: string }> = {
  waiting: { text: english(/*i18n*/ { id: 'Waiting to be sent' }), className: 'bg-amber-100 text-amber-800' },
  refused: { text: english(/*i18n*/ { id: 'Not saved' }), className: 'bg-red-100 text-red-800' },
  draft: { text: english(/*i18n*/ { id: 'Draft, not submitted' }), className: 'bg-slate-100 text-slate-700' },
};

/**
 * The one "waiting to be sent" view of every device write (ADR 030): what still waits for the
 * server, what it refused and why (kept until the person acts on it), and, on a tablet, the drafts.
 */
export function OutboxList({ entries, emptyText }: { entries: readonly OutboxEntry[]; emptyText: string }) {
  const { _ } = useLingui();
  if (entries.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {entries.map((entry) => {
        const badge = BADGES[entry.state];
        return (
          <li key={entry.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{entry.title}</p>
              <p className="text-sm text-slate-600">
                {entry.detail}{' '}
                <span className={`ms-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge.className}`}>
                  {_(badge.text)}
                </span>
              </p>
              {entry.message && <p className="mt-1 text-sm text-red-700">{entry.message}</p>}
            </div>
            {entry.action && (
              <button
                type="button"
                onClick={entry.action.onClick}
                aria-label={`${entry.action.label}: ${entry.title}`}
                className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {entry.action.label}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
