import { useState } from 'react';
import { REASON_MAX, rejectBodySchema } from '@showgrid/shared/schemas/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { TextareaField } from '../../../components/textarea-field';
import { useRejectEntryMutation } from '../api/reject-entry';
import { carText, entryName } from '../lib/entry-text';
import { EntryActionDialog, sendEntryAction } from './entry-action-dialog';

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
    await sendEntryAction({
      send: () => reject.mutateAsync({ id: entry.intRegistrationId, reason: checked.data.strReason }),
      done: `${entryName(entry)} rejected.`,
      apiField: 'strReason',
      onFieldError: setError,
      failed: 'The entry could not be rejected.',
      onClose,
    });
  };
  return (
    <EntryActionDialog
      title={`Reject ${entryName(entry).toLowerCase()}`}
      submitLabel="Reject entry"
      pending={reject.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        {entry.strOwnerName}’s {carText(entry)} in {entry.strCategoryName}. The reason is mailed to {entry.strEmail}; a car it became leaves
        the show, and its place goes to the next on the waiting list.
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
    </EntryActionDialog>
  );
}
