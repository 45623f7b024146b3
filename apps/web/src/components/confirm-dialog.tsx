import { english } from '@showgrid/shared/i18n/english';
import { useSay } from './use-say';
import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Cancel may be destructive (it logs out): then Escape or a click outside must not trigger it. */
  dismissible?: boolean;
  busy?: boolean;
  /** Which button Enter hits first: the safe one. Cancel by default; Confirm when Cancel destroys. */
  initialFocus?: 'confirm' | 'cancel';
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = english(/*i18n*/ { id: 'Confirm' }),
  cancelLabel = english(/*i18n*/ { id: 'Cancel' }),
  onConfirm,
  onCancel,
  dismissible = true,
  busy = false,
  initialFocus = 'cancel',
}: ConfirmDialogProps) {
  const say = useSay();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && dismissible) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (initialFocus === 'confirm' ? confirmRef : cancelRef).current?.focus();
          }}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
              {say(cancelLabel)}
            </Button>
            <Button ref={confirmRef} onClick={onConfirm} disabled={busy}>
              {say(confirmLabel)}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
