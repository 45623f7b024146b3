import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showError } from '../../../lib/show-error';

interface EntryActionDialogProps {
  title: string;
  /** The submit button's words. */
  submitLabel: string;
  pending: boolean;
  /** Nothing can be sent (no other class to move to). */
  submitDisabled?: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  /** What the decision does, then its one field. */
  children: ReactNode;
}

/** The shell of a decision on one entry that takes a field (move, reject): the form, then Cancel and the submit button. */
export function EntryActionDialog({ title, submitLabel, pending, submitDisabled, onSubmit, onClose, children }: EntryActionDialogProps) {
  const { _ } = useLingui();
  return (
    <Modal open title={title} onClose={onClose}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            {_(/*i18n*/ { id: 'Cancel' })}
          </Button>
          <Button type="submit" loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

interface EntryAction {
  send: () => Promise<unknown>;
  /** The toast once it is done, in the organiser's words. */
  done: string;
  /** The API field the dialog's one field stands for: a 400 on it is shown there. */
  apiField: string;
  onFieldError: (message: string) => void;
  /** The toast's words for any other refusal (the server's own, where it gives them), in the organiser's language. */
  failed: string;
  onClose: () => void;
}

/** Sends the decision: done, a toast says so and the dialog closes; refused, the words go under the field or in a toast. */
export async function sendEntryAction({ send, done, apiField, onFieldError, failed, onClose }: EntryAction): Promise<void> {
  try {
    await send();
    toast.success(done);
    onClose();
  } catch (refusal) {
    const message = serverFieldErrors(refusal)?.[apiField];
    if (message) onFieldError(message);
    else showError(refusal, failed);
  }
}
