import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { recusalsApi } from '@showgrid/shared/contract/scores';
import { ROUTES } from '@showgrid/shared/paths';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showErrorMessage } from '../../../lib/show-error';
import { judgingKeys } from '../api/query-keys';
import { queuedWrite, sendOrQueue } from '../outbox/request-outbox';
import { useJudgeStore, type JudgeVehicle } from '../stores/judge-store';

/** PRODUCT "Recusal": the judge steps aside from a vehicle (say, a friend's car), after a confirm. */
export function RecuseButton({ vehicle, disabled }: { vehicle: JudgeVehicle; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const recuse = async () => {
    setBusy(true);
    const result = await sendOrQueue(
      queuedWrite(recusalsApi.recuse, { intEventId: vehicle.intEventId, intVehicleId: vehicle.intVehicleId, strReason: '' }),
    );
    setBusy(false);
    setOpen(false);
    if (result.kind === 'refused') {
      showErrorMessage(result.error.firstMessage ?? 'Could not step aside.');
      return;
    }
    useJudgeStore.getState().recordRecusal(vehicle.intVehicleId);
    void queryClient.invalidateQueries({ queryKey: judgingKeys.all });
    void navigate(ROUTES.judgeVehicles);
  };

  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        Step aside
      </Button>
      <ConfirmDialog
        open={open}
        title="Step aside from this vehicle?"
        description="You will not judge this vehicle, and it will not count against your progress. The organisers see that you stepped aside."
        confirmLabel="Step aside"
        busy={busy}
        onConfirm={() => void recuse()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
