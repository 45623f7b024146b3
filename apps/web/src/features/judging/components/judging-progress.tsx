/** The judge's figures: vehicles judged, those still to judge, and those they stepped aside from (neither). */
export interface ProgressCount {
  judged: number;
  left: number;
  steppedAside: number;
}

const countText = ({ judged, left, steppedAside }: ProgressCount) =>
  `${String(judged)} judged · ${String(Math.max(0, left))} left${steppedAside > 0 ? ` · ${String(steppedAside)} stepped aside` : ''}`;

/** The judge's own progress: judged / left in the category and in the event (PRODUCT). */
export function JudgingProgress({ category, event }: { category: ProgressCount; event: ProgressCount | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <dt className="text-sm text-slate-500">This category</dt>
        <dd className="font-semibold text-slate-900">{countText(category)}</dd>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <dt className="text-sm text-slate-500">This event</dt>
        <dd className="font-semibold text-slate-900">{event ? countText(event) : '—'}</dd>
      </div>
    </dl>
  );
}
