import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import type { EventStatus } from '@showgrid/shared/schemas/event';

/** An event's status in words (the API's value is its English). */
export const STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  Active: english(/*i18n*/ { id: 'Active' }),
  Completed: english(/*i18n*/ { id: 'Completed' }),
};

/** SPEC §4: Active (green) while the start is upcoming, else Completed (grey). */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { i18n } = useLingui();
  const colours = status === 'Active' ? 'bg-green-100 text-green-800 ring-green-600/20' : 'bg-slate-100 text-slate-700 ring-slate-500/20';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}>
      {translated(i18n, STATUS_LABELS[status])}
    </span>
  );
}
