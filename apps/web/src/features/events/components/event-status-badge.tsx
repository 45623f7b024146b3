import type { EventStatus } from '@showgrid/shared/schemas/event';

/** SPEC §4: Active (green) while the start is upcoming, else Completed (grey). */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const colours = status === 'Active' ? 'bg-green-100 text-green-800 ring-green-600/20' : 'bg-slate-100 text-slate-700 ring-slate-500/20';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}>
      {status}
    </span>
  );
}
