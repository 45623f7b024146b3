import { english } from '@showgrid/shared/i18n/english';
import { useSay } from './use-say';
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from './icon';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind width class; forms are 32rem wide by default. */
  widthClass?: string;
  /** A fixed height (SPEC: the judge modal is 530 px); the body scrolls inside it. */
  heightPx?: number;
}

/**
 * A dialog with a title and a close icon; a click outside or Escape closes it. Radix locks the
 * page scroll while it is open (SPEC: the event modal scroll-locks the body).
 */
export function Modal({ open, title, onClose, children, widthClass = 'w-[min(94vw,32rem)]', heightPx }: ModalProps) {
  const say = useSay();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          style={heightPx ? { height: `min(${heightPx}px, 92vh)` } : undefined}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl ${widthClass}`}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={say(english(/*i18n*/ { id: 'Close' }))}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-slate-500"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
