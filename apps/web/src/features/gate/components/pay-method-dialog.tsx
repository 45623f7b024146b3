import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import { Button } from '../../../components/button';
import type { GatePaymentMethod } from '../stores/gate-store';

interface PayMethodDialogProps {
  /** The car's id or registration, and what it owes ("€40.00"); null: closed. */
  paying: { name: string; toPay: string } | null;
  onPaid: (method: GatePaymentMethod) => void;
  onCancel: () => void;
}

/**
 * Mark Paid for an entrant's entry paying at the gate: the volunteer says how the fee was taken,
 * which the organiser's money summary splits by. Cancel has the focus first, as in every confirm.
 */
export function PayMethodDialog({ paying, onPaid, onCancel }: PayMethodDialogProps) {
  const { _ } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={paying !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{_(/*i18n*/ { id: 'Mark as Paid?' })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            {paying
              ? _(
                  /*i18n*/ {
                    id: '{name}: take {amount}, then say how it was paid. Only an organiser can undo it.',
                    values: { name: paying.name, amount: paying.toPay },
                  },
                )
              : ''}
          </Dialog.Description>
          <div className="mt-6 grid grid-cols-3 gap-3">
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} className="py-3">
              {_(/*i18n*/ { id: 'Cancel' })}
            </Button>
            <Button onClick={() => onPaid('cash')} className="py-3">
              {_(/*i18n*/ { id: 'Cash' })}
            </Button>
            <Button onClick={() => onPaid('card')} className="py-3">
              {_(/*i18n*/ { id: 'Card' })}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
