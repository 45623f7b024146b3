import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { recusalsApi } from '@showgrid/shared/contract/scores';
import { translated } from '@showgrid/shared/i18n/translate';
import { ROUTES } from '@showgrid/shared/paths';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showErrorMessage } from '../../../lib/show-error';
import { judgingKeys } from '../api/query-keys';
import { queuedWrite, sendOrQueue } from '../outbox/request-outbox';
import { useJudgeStore, type JudgeVehicle } from '../stores/judge-store';

/** PRODUCT "Recusal": the judge steps aside from a vehicle (say, a friend's car), after a confirm. */
export function RecuseButton({ vehicle, disabled }: { vehicle: JudgeVehicle; disabled: boolean }) {
  const { _, i18n } = useLingui();
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
      showErrorMessage(translated(i18n, result.error.firstMessage ?? _(/*i18n*/ { id: 'Could not step aside.' })));
      return;
    }
    useJudgeStore.getState().recordRecusal(vehicle.intVehicleId);
    void queryClient.invalidateQueries({ queryKey: judgingKeys.all });
    void navigate(ROUTES.judgeVehicles);
  };

  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        {_(/*i18n*/ { id: 'Step aside' })}
      </Button>
      <ConfirmDialog
        open={open}
        title={_(/*i18n*/ { id: 'Step aside from this vehicle?' })}
        description={_(
          /*i18n*/ {
            id: 'You will not judge this vehicle, and it will not count against your progress. The organisers see that you stepped aside.',
          },
        )}
        confirmLabel={_(/*i18n*/ { id: 'Step aside' })}
        cancelLabel={_(/*i18n*/ { id: 'Cancel' })}
        busy={busy}
        onConfirm={() => void recuse()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
