import { moneyText } from '@showgrid/shared/registration-rules';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { entryName } from '../lib/entry-name';

/** What withdrawing does: a place goes to the next in line (a waiting entry just leaves the list); money paid comes back from the organiser. */
export function withdrawText(entry: RegistrationView): string {
  const leaves = `${entryName(entry)} leaves ${entry.strEventTitle}.`;
  const place =
    entry.strStatus === 'waitlisted' ? 'It is taken off the waiting list.' : 'Your place goes to the next car on the waiting list.';
  const refund =
    entry.blnPaid && entry.intAmountCents > 0
      ? ` The organiser refunds the ${moneyText(entry.intAmountCents, entry.strCurrency)} you paid.`
      : '';
  return `${leaves} ${place}${refund}`;
}

interface WithdrawDialogProps {
  entry: RegistrationView;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function WithdrawDialog({ entry, open, busy, onConfirm, onCancel }: WithdrawDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Withdraw this entry?"
      description={withdrawText(entry)}
      confirmLabel="Withdraw"
      cancelLabel="Keep my entry"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
