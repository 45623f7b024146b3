import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { translated } from '@showgrid/shared/i18n/translate';
import { API } from '@showgrid/shared/paths';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-errors';
import { showErrorMessage } from '../../../lib/show-error';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useNetworkStore } from '../../../offline/network-status';
import { deleteRecusal } from '../api/delete-recusal';
import { judgingKeys } from '../api/query-keys';
import { replayRequests } from '../outbox/request-outbox';
import { useJudgeStore, type JudgeVehicle } from '../stores/judge-store';

/**
 * The scoring page of a vehicle the judge stepped aside from (PRODUCT "Recusal"): says so, and
 * lets the judge take part again after a confirm. Online only: the server must forget the recusal
 * before a score for the vehicle is accepted.
 */
export function RecusedNotice({ vehicle }: { vehicle: JudgeVehicle }) {
  const { _, i18n } = useLingui();
  const offline = _(/*i18n*/ { id: 'You are offline.' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const id = vehicle.intVehicleId;

  const rejoin = async () => {
    if (!useNetworkStore.getState().online) {
      setOpen(false);
      showErrorMessage(offline);
      return;
    }
    setBusy(true);
    // A recusal still queued here must not reach the server after the DELETE: drop it, and let a
    // replay that is sending it right now finish first.
    useFailedRequestStore.getState().removeForVehicle(id, API.recusals, useJudgeStore.getState().intJudgeId);
    await replayRequests();
    try {
      await deleteRecusal(vehicle.intEventId, id);
    } catch (error) {
      // 404: the server never had it (its POST still queued here, or taken back elsewhere).
      if (!(error instanceof ApiError && error.status === 404)) {
        setBusy(false);
        setOpen(false);
        showErrorMessage(
          error instanceof ApiError ? translated(i18n, error.firstMessage ?? _(/*i18n*/ { id: 'Could not take part again.' })) : offline,
        );
        return;
      }
    }
    setBusy(false);
    setOpen(false);
    useJudgeStore.getState().undoRecusal(id);
    void queryClient.invalidateQueries({ queryKey: judgingKeys.all });
  };

  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <span className="rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold text-slate-700">
        {_(/*i18n*/ { id: 'Stepped aside' })}
      </span>
      <p className="text-slate-600">
        {_(/*i18n*/ { id: 'You stepped aside from this vehicle: you do not judge it and it does not count against your progress.' })}
      </p>
      <Button onClick={() => setOpen(true)}>{_(/*i18n*/ { id: 'Judge this vehicle' })}</Button>
      <ConfirmDialog
        open={open}
        title={_(/*i18n*/ { id: 'Judge this vehicle after all?' })}
        description={_(
          /*i18n*/ {
            id: 'You take part in judging this vehicle again and it counts towards your progress. The organisers see the change.',
          },
        )}
        confirmLabel={_(/*i18n*/ { id: 'Judge this vehicle' })}
        cancelLabel={_(/*i18n*/ { id: 'Cancel' })}
        busy={busy}
        onConfirm={() => void rejoin()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
