import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { SelectField } from '../../../components/select-field';
import { useMoveEntryMutation } from '../api/move-entry';
import { carText } from '../lib/entry-text';
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
  const { _ } = useLingui();
  const number = entry.intRegistrationId;
  const others = classes.filter((option) => option.value !== entry.intCategoryId);
  const [categoryId, setCategoryId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const move = useMoveEntryMutation(eventId);
  const submit = async () => {
    const chosen = others.find((option) => String(option.value) === categoryId);
    if (!chosen) {
      setError(_(/*i18n*/ { id: 'Choose a class.' }));
      return;
    }
    await sendEntryAction({
      send: () => move.mutateAsync({ id: entry.intRegistrationId, categoryId: chosen.value }),
      done: _(/*i18n*/ { id: 'Entry {number} moved to {className}.', values: { number, className: chosen.label } }),
      apiField: 'intCategoryId',
      onFieldError: setError,
      failed: _(/*i18n*/ { id: 'The entry could not be moved.' }),
      onClose,
    });
  };
  return (
    <EntryActionDialog
      title={_(/*i18n*/ { id: 'Move entry {number}', values: { number } })}
      submitLabel={_(/*i18n*/ { id: 'Move entry' })}
      pending={move.isPending}
      submitDisabled={others.length === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        {_(
          /*i18n*/ {
            id: '{owner}’s {car}, now in {className}. The new class’s cap is not checked, and the fee stays as entered.',
            values: { owner: entry.strOwnerName, car: carText(entry), className: entry.strCategoryName },
          },
        )}
      </p>
      {others.length === 0 ? (
        <p className="text-sm text-slate-700">{_(/*i18n*/ { id: 'The event’s registration has no other class.' })}</p>
      ) : (
        <SelectField
          id="move-class"
          label={_(/*i18n*/ { id: 'New class' })}
          placeholder={_(/*i18n*/ { id: 'Choose a class' })}
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
