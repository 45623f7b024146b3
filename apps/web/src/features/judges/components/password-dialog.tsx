import { useState } from 'react';
import { useLingui } from '@lingui/react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../components/button';

export interface ShownPassword {
  /** "Initial password for Ada Lovelace" or "New password for Ada Lovelace". */
  title: string;
  password: string;
  email: string;
  emailed: boolean;
}

interface PasswordDialogProps {
  shown: ShownPassword | null;
  onClose: () => void;
}

/**
 * Shows a generated password once (PRODUCT.md). Not a toast: it must stay until the admin has
 * copied it, so only the Done button or Escape closes it, not a stray click outside.
 */
export function PasswordDialog({ shown, onClose }: PasswordDialogProps) {
  const { _ } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto w-[min(92vw,28rem)] -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          {shown && (
            <>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{shown.title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-600">
                {_(/*i18n*/ { id: 'This password is shown only once. Copy it now and pass it on to the judge.' })}
              </Dialog.Description>
              <div className="mt-4 flex items-center gap-2">
                <output
                  aria-label={_(/*i18n*/ { id: 'Password' })}
                  className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-base break-all text-slate-900 select-all"
                >
                  {shown.password}
                </output>
                <Button variant="secondary" onClick={() => void copy()}>
                  {copied ? _(/*i18n*/ { id: 'Copied' }) : _(/*i18n*/ { id: 'Copy' })}
                </Button>
              </div>
              <p className="mt-3 text-sm text-slate-600">
                {shown.emailed
                  ? _(/*i18n*/ { id: 'It was also e-mailed to {email}.', values: { email: shown.email } })
                  : _(/*i18n*/ { id: 'It was not e-mailed: give it to the judge yourself.' })}
              </p>
              <div className="mt-6 flex justify-end">
                <Button onClick={close}>{_(/*i18n*/ { id: 'Done' })}</Button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
