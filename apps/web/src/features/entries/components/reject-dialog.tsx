import { useState } from 'react';
import toast from 'react-hot-toast';
import { REASON_MAX, rejectBodySchema } from '@showgrid/shared/schemas/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextareaField } from '../../../components/textarea-field';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showError } from '../../../lib/show-error';
import { useRejectEntryMutation } from '../api/reject-entry';
import { carText, entryName } from '../lib/entry-text';

/** Reject with a reason (required; mailed to the entrant): the entry's place goes to the waiting list. */
export function RejectDialog({ eventId, entry, onClose }: { eventId: number; entry: OrganiserEntry; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reject = useRejectEntryMutation(eventId);
  const submit = async () => {
    const checked = rejectBodySchema.safeParse({ strReason: reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await reject.mutateAsync({ id: entry.intRegistrationId, reason: checked.data.strReason });
      toast.success(`${entryName(entry)} rejected.`);
      onClose();
    } catch (refusal) {
      const fields = serverFieldErrors(refusal);
      if (fields?.strReason) setError(fields.strReason);
      else showError(refusal, 'The entry could not be rejected.');
    }
  };
  return (
    <Modal open title={`Reject ${entryName(entry).toLowerCase()}`} onClose={onClose}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-slate-700">
          {entry.strOwnerName}’s {carText(entry)} in {entry.strCategoryName}. The reason is mailed to {entry.strEmail}; a car it became
          leaves the show, and its place goes to the next on the waiting list.
        </p>
        <TextareaField
          id="reject-reason"
          label="Reason"
          rows={4}
          required
          maxLength={REASON_MAX}
          maxChars={REASON_MAX}
          valueLength={reason.length}
          value={reason}
          error={error}
          onChange={(change) => {
            setReason(change.target.value);
            setError(undefined);
          }}
        />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={reject.isPending}>
            Reject entry
          </Button>
        </div>
      </form>
    </Modal>
  );
}
