import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { organiserOrdersTies } from '@showgrid/shared/scoring-rules';
import { eventMedalBandsText, rankedByText } from '../lib/ranking-rule';

/** Which rule ranked the results, the tie-break order and the medal bands (ADR 029), under the table. */
export function RankingRuleNote({ event, parameterNames }: { event: ShowEvent; parameterNames: ReadonlyMap<number, string> }) {
  const bands = eventMedalBandsText(event);
  return (
    <div aria-label="How the results are ranked" role="note" className="flex flex-col gap-1 text-sm text-slate-600">
      <p>
        <span className="font-semibold text-slate-800">Ranked by:</span> {rankedByText(event, parameterNames)}
      </p>
      {bands && (
        <p>
          <span className="font-semibold text-slate-800">Medals:</span> {bands}
        </p>
      )}
      <p>
        Vehicles nobody scored have no rank.{' '}
        {organiserOrdersTies(event.arrTieBreak)
          ? 'A tie these rules cannot break stays a tie until the organiser orders it.'
          : 'Vehicles these rules cannot separate share their place.'}
      </p>
    </div>
  );
}
