interface Count {
  judged: number;
  total: number;
}

/** The judge's own progress: judged / left in the category and in the event (PRODUCT). */
export function JudgingProgress({ category, event }: { category: Count; event: Count | null }) {
  const left = (count: Count) => Math.max(0, count.total - count.judged);
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <dt className="text-sm text-slate-500">This category</dt>
        <dd className="font-semibold text-slate-900">
          {category.judged} judged · {left(category)} left
        </dd>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <dt className="text-sm text-slate-500">This event</dt>
        <dd className="font-semibold text-slate-900">
          {event ? `${String(event.judged)} judged · ${String(left(event))} left` : '—'}
        </dd>
      </div>
    </dl>
  );
}
