import { ConfirmDialog } from '../../../components/confirm-dialog';

interface AlreadyLoggedInDialogProps {
  open: boolean;
  busy: boolean;
  onContinue: () => void;
  onCancel: () => void;
}

export function AlreadyLoggedInDialog({ open, busy, onContinue, onCancel }: AlreadyLoggedInDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Warning!"
      description="You're already logged in. Would you like to continue?"
      confirmLabel="Continue"
      cancelLabel="Cancel"
      onConfirm={onContinue}
      onCancel={onCancel}
      // Cancel wipes the judging data, so only a deliberate click may choose it.
      dismissible={false}
      initialFocus="confirm"
      busy={busy}
    />
  );
}
