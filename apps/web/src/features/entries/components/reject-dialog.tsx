import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { REASON_MAX, rejectBodySchema } from '@showgrid/shared/schemas/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { TextareaField } from '../../../components/textarea-field';
import { useRejectEntryMutation } from '../api/reject-entry';
import { carText } from '../lib/entry-text';
import { EntryActionDialog, sendEntryAction } from './entry-action-dialog';

/** Reject with a reason (required; mailed to the entrant): the entry's place goes to the waiting list. */
export function RejectDialog({ eventId, entry, onClose }: { eventId: number; entry: OrganiserEntry; onClose: () => void }) {
  const { _, i18n } = useLingui();
  const number = entry.intRegistrationId;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reject = useRejectEntryMutation(eventId);
  const submit = async () => {
    const checked = rejectBodySchema.safeParse({ strReason: reason });
    if (!checked.success) {
      // The shared rule's English ("This field is required."), in the organiser's language.
      const message = checked.error.issues[0]?.message;
      setError(message === undefined ? undefined : translated(i18n, message));
      return;
    }
    await sendEntryAction({
      send: () => reject.mutateAsync({ id: entry.intRegistrationId, reason: checked.data.strReason }),
      done: _(/*i18n*/ { id: 'Entry {number} rejected.', values: { number } }),
      apiField: 'strReason',
      onFieldError: setError,
      failed: _(/*i18n*/ { id: 'The entry could not be rejected.' }),
      onClose,
    });
  };
  return (
    <EntryActionDialog
      title={_(/*i18n*/ { id: 'Reject entry {number}', values: { number } })}
      submitLabel={_(/*i18n*/ { id: 'Reject entry' })}
      pending={reject.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        {_(
          /*i18n*/ {
            id: '{owner}’s {car} in {className}. The reason is mailed to {email}; a car it became leaves the show, and its place goes to the next on the waiting list.',
            values: { owner: entry.strOwnerName, car: carText(entry), className: entry.strCategoryName, email: entry.strEmail },
          },
        )}
      </p>
      <TextareaField
        id="reject-reason"
        label={_(/*i18n*/ { id: 'Reason' })}
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
