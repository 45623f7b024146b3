import { useLingui } from '@lingui/react';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { organiserOrdersTies } from '@showgrid/shared/scoring-rules';
import { eventMedalBandsText, rankedByText } from '../lib/ranking-rule';

/** Which rule ranked the results, the tie-break order and the medal bands (ADR 029), under the table. */
export function RankingRuleNote({ event, parameterNames }: { event: ShowEvent; parameterNames: ReadonlyMap<number, string> }) {
  const { _, i18n } = useLingui();
  const bands = eventMedalBandsText(i18n, event);
  return (
    <div aria-label={_(/*i18n*/ { id: 'How the results are ranked' })} role="note" className="flex flex-col gap-1 text-sm text-slate-600">
      <p>
        <span className="font-semibold text-slate-800">{_(/*i18n*/ { id: 'Ranked by:' })}</span> {rankedByText(i18n, event, parameterNames)}
      </p>
      {bands && (
        <p>
          <span className="font-semibold text-slate-800">{_(/*i18n*/ { id: 'Medals:' })}</span> {bands}
        </p>
      )}
      <p>
        {_(/*i18n*/ { id: 'Vehicles nobody scored have no rank.' })}{' '}
        {organiserOrdersTies(event.arrTieBreak)
          ? _(/*i18n*/ { id: 'A tie these rules cannot break stays a tie until the organiser orders it.' })
          : _(/*i18n*/ { id: 'Vehicles these rules cannot separate share their place.' })}
      </p>
    </div>
  );
}
