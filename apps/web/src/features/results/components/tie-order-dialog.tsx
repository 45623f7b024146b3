import { useLingui } from '@lingui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useOrderTie } from '../api/order-tie';
import { rankOf } from '../lib/ranking-rule';

/** The admin puts tied vehicles in order (PRODUCT "Ties"): recorded, and the ranks follow it. */
export function TieOrderDialog({ eventId, tie, onClose }: { eventId: number; tie: RankingRow[]; onClose: () => void }) {
  const { _, i18n } = useLingui();
  const [order, setOrder] = useState(tie);
  const orderTie = useOrderTie();
  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  const save = () => {
    const [first] = order;
    if (!first) return;
    orderTie.mutate(
      { intEventId: eventId, intCategoryId: first.intCategoryId, arrVehicleIds: order.map((row) => row.intVehicleId) },
      {
        onSuccess: () => {
          toast.success(_(/*i18n*/ { id: 'Tie order saved' }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={_(/*i18n*/ { id: 'Order the tie for rank {rank}', values: { rank: rankOf(i18n, tie[0]?.intRank ?? null) } })}
      onClose={onClose}
    >
      <p className="mb-4 text-sm text-slate-600">
        {_(
          /*i18n*/ {
            id: 'These vehicles are equal on every step of the event’s tie-break order. Put them in the order you decide; it is recorded.',
          },
        )}
      </p>
      <ol className="flex flex-col gap-2">
        {order.map((row, index) => (
          <li key={row.intVehicleId} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
            <span className="w-6 font-semibold text-slate-500">{i18n.number(index + 1)}</span>
            <span className="flex-1 font-medium text-slate-900">
              {row.strVehicleName} {row.strUniqueId && <span className="text-red-700">{row.strUniqueId}</span>}
            </span>
            <Button
              variant="secondary"
              aria-label={_(/*i18n*/ { id: 'Move {vehicle} up', values: { vehicle: row.strVehicleName } })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </Button>
            <Button
              variant="secondary"
              aria-label={_(/*i18n*/ { id: 'Move {vehicle} down', values: { vehicle: row.strVehicleName } })}
              disabled={index === order.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {_(/*i18n*/ { id: 'Cancel' })}
        </Button>
        <Button loading={orderTie.isPending} onClick={save}>
          {_(/*i18n*/ { id: 'Save order' })}
        </Button>
      </div>
    </Modal>
  );
}
