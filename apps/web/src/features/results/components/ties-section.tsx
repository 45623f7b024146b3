import type { RankingRow } from '@showgrid/shared/schemas/results';
import { rankText } from '@showgrid/shared/score-text';
import { Button } from '../../../components/button';

interface TiesSectionProps {
  ties: RankingRow[][];
  /** The tie-break order ends with the organiser's decision: ties wait for the admin's order. */
  organiserOrders: boolean;
  onOrder: (tie: RankingRow[]) => void;
}

/**
 * The ties the rules could not break (PRODUCT.md "Ties"). The admin orders them when the event's
 * tie-break order ends with the organiser's decision; without it the vehicles share their place
 * (ADR 029) and the server would refuse an order, so none is offered.
 */
export function TiesSection({ ties, organiserOrders, onOrder }: TiesSectionProps) {
  if (ties.length === 0) return null;
  return (
    <section
      aria-label="Ties"
      className={`flex flex-col gap-2 rounded-xl border p-4 ${organiserOrders ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}
    >
      {ties.map((group) => {
        const [first] = group;
        const names = group.map((row) => row.strVehicleName).join(', ');
        return (
          <div key={`${String(first?.intCategoryId)}-${String(first?.intTieGroup)}`} className="flex flex-wrap items-center gap-3">
            {organiserOrders ? (
              <>
                <p className="flex-1 text-amber-900">
                  Tie for rank {rankText(first?.intRank ?? null)} in {first?.strCategoryName}: {names}
                  {first?.blnTieAtAwardCut && (
                    <strong className="ml-2 font-semibold">It decides who gets an award: order it before the prize-giving.</strong>
                  )}
                </p>
                <Button variant="secondary" onClick={() => onOrder(group)}>
                  Order tie
                </Button>
              </>
            ) : (
              <p className="flex-1 text-slate-800">
                Shared place {rankText(first?.intRank ?? null)} in {first?.strCategoryName}: {names}. The tie-break order leaves out the
                organiser’s decision, so these vehicles share the place.
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
