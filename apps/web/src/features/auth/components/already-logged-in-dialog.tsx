import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSay } from '../../../components/use-say';

interface AlreadyLoggedInDialogProps {
  open: boolean;
  busy: boolean;
  onContinue: () => void;
  onCancel: () => void;
}

export function AlreadyLoggedInDialog({ open, busy, onContinue, onCancel }: AlreadyLoggedInDialogProps) {
  const say = useSay();
  return (
    <ConfirmDialog
      open={open}
      title={say(/*i18n*/ { id: 'Warning!' })}
      description={say(/*i18n*/ { id: "You're already logged in. Would you like to continue?" })}
      confirmLabel={say(/*i18n*/ { id: 'Continue' })}
      cancelLabel={say(/*i18n*/ { id: 'Cancel' })}
      onConfirm={onContinue}
      onCancel={onCancel}
      // Cancel wipes the judging data, so only a deliberate click may choose it.
      dismissible={false}
      initialFocus="confirm"
      busy={busy}
    />
  );
}
