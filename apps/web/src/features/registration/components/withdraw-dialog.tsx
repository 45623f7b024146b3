import { useLingui } from '@lingui/react';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { withdrawText } from './entrant-words';

interface WithdrawDialogProps {
  entry: RegistrationView;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Withdrawing asks first, saying what it does (entrant-words.ts). */
export function WithdrawDialog({ entry, open, busy, onConfirm, onCancel }: WithdrawDialogProps) {
  const { _, i18n } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      title={_(/*i18n*/ { id: 'Withdraw this entry?' })}
      description={withdrawText(i18n, entry)}
      confirmLabel={_(/*i18n*/ { id: 'Withdraw' })}
      cancelLabel={_(/*i18n*/ { id: 'Keep my entry' })}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
