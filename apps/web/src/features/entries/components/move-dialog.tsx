import { useState } from 'react';
import toast from 'react-hot-toast';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showError } from '../../../lib/show-error';
import { useMoveEntryMutation } from '../api/move-entry';
import { carText, entryName } from '../lib/entry-text';

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
    try {
      await move.mutateAsync({ id: entry.intRegistrationId, categoryId: chosen.value });
      toast.success(`${entryName(entry)} moved to ${chosen.label}.`);
      onClose();
    } catch (refusal) {
      const fields = serverFieldErrors(refusal);
      if (fields?.intCategoryId) setError(fields.intCategoryId);
      else showError(refusal, 'The entry could not be moved.');
    }
  };
  return (
    <Modal open title={`Move ${entryName(entry).toLowerCase()}`} onClose={onClose}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
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
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending} disabled={others.length === 0}>
            Move entry
          </Button>
        </div>
      </form>
    </Modal>
  );
}
