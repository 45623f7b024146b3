import { useState } from 'react';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { SelectField } from '../../../components/select-field';
import { useMoveEntryMutation } from '../api/move-entry';
import { carText, entryName } from '../lib/entry-text';
import { EntryActionDialog, sendEntryAction } from './entry-action-dialog';

export interface RegistrationClassOption {
  value: number;
  label: string;
}

interface MoveDialogProps {
  eventId: number;
  entry: OrganiserEntry;
  /** The classes the event's registration takes. */
  classes: RegistrationClassOption[];
  onClose: () => void;
}

/** Moves an entry to another class of the event's registration; its car follows. The organiser's call: no cap is checked. */
export function MoveDialog({ eventId, entry, classes, onClose }: MoveDialogProps) {
  const others = classes.filter((option) => option.value !== entry.intCategoryId);
  const [categoryId, setCategoryId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const move = useMoveEntryMutation(eventId);
  const submit = async () => {
    const chosen = others.find((option) => String(option.value) === categoryId);
    if (!chosen) {
      setError('Choose a class.');
      return;
    }
    await sendEntryAction({
      send: () => move.mutateAsync({ id: entry.intRegistrationId, categoryId: chosen.value }),
      done: `${entryName(entry)} moved to ${chosen.label}.`,
      apiField: 'intCategoryId',
      onFieldError: setError,
      failed: 'The entry could not be moved.',
      onClose,
    });
  };
  return (
    <EntryActionDialog
      title={`Move ${entryName(entry).toLowerCase()}`}
      submitLabel="Move entry"
      pending={move.isPending}
      submitDisabled={others.length === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        {entry.strOwnerName}’s {carText(entry)}, now in {entry.strCategoryName}. The new class’s cap is not checked, and the fee stays as
        entered.
      </p>
      {others.length === 0 ? (
        <p className="text-sm text-slate-700">The event’s registration has no other class.</p>
      ) : (
        <SelectField
          id="move-class"
          label="New class"
          placeholder="Choose a class"
          options={others}
          value={categoryId}
          error={error}
          onChange={(change) => {
            setCategoryId(change.target.value);
            setError(undefined);
          }}
        />
      )}
    </EntryActionDialog>
  );
}
