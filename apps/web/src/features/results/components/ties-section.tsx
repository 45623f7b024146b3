import { useLingui } from '@lingui/react';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { Button } from '../../../components/button';
import { rankOf } from '../lib/ranking-rule';

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
  const { _, i18n } = useLingui();
  if (ties.length === 0) return null;
  return (
    <section
      aria-label={_(/*i18n*/ { id: 'Ties' })}
      className={`flex flex-col gap-2 rounded-xl border p-4 ${organiserOrders ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}
    >
      {ties.map((group) => {
        const [first] = group;
        const names = group.map((row) => row.strVehicleName).join(', ');
        const place = { rank: rankOf(i18n, first?.intRank ?? null), category: first?.strCategoryName ?? '', names };
        return (
          <div key={`${String(first?.intCategoryId)}-${String(first?.intTieGroup)}`} className="flex flex-wrap items-center gap-3">
            {organiserOrders ? (
              <>
                <p className="flex-1 text-amber-900">
                  {_(/*i18n*/ { id: 'Tie for rank {rank} in {category}: {names}', values: place })}
                  {first?.blnTieAtAwardCut && (
                    <strong className="ms-2 font-semibold">
                      {_(/*i18n*/ { id: 'It decides who gets an award: order it before the prize-giving.' })}
                    </strong>
                  )}
                </p>
                <Button variant="secondary" onClick={() => onOrder(group)}>
                  {_(/*i18n*/ { id: 'Order tie' })}
                </Button>
              </>
            ) : (
              <p className="flex-1 text-slate-800">
                {_(
                  /*i18n*/ {
                    id: 'Shared place {rank} in {category}: {names}. The tie-break order leaves out the organiser’s decision, so these vehicles share the place.',
                    values: place,
                  },
                )}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
