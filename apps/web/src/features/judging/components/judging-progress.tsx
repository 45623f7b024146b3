import { useLingui } from '@lingui/react';
import type { I18n } from '@showgrid/shared/i18n/translate';

/** The judge's figures: vehicles judged, those still to judge, and those they stepped aside from (neither). */
export interface ProgressCount {
  judged: number;
  left: number;
  steppedAside: number;
}

function countText(i18n: I18n, { judged, left, steppedAside }: ProgressCount): string {
  const values = { judged: String(judged), left: String(Math.max(0, left)), steppedAside: String(steppedAside) };
  return steppedAside > 0
    ? i18n._(/*i18n*/ { id: '{judged} judged · {left} left · {steppedAside} stepped aside', values })
    : i18n._(/*i18n*/ { id: '{judged} judged · {left} left', values });
}

/** The judge's own progress: judged / left in the category and in the event (PRODUCT). */
export function JudgingProgress({ category, event }: { category: ProgressCount; event: ProgressCount | null }) {
  const { _, i18n } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <dt className="text-sm text-slate-500">{_(/*i18n*/ { id: 'This category' })}</dt>
        <dd className="font-semibold text-slate-900">{countText(i18n, category)}</dd>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <dt className="text-sm text-slate-500">{_(/*i18n*/ { id: 'This event' })}</dt>
        <dd className="font-semibold text-slate-900">{event ? countText(i18n, event) : '—'}</dd>
      </div>
    </dl>
  );
}
