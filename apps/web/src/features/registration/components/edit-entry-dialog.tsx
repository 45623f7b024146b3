import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { translated } from '@showgrid/shared/i18n/translate';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-errors';
import { useUpdateEntryMutation } from '../api/update-entry';
import { useKeptForm } from '../hooks/use-kept-form';
import {
  carDetailsBody,
  carDetailsFieldFor,
  carDetailsOf,
  carDetailsSchema,
  pickCarDetails,
  type CarDetailsInput,
  type CarDetailsValues,
} from '../lib/car-details';
import { MESSAGES } from '../lib/messages';
import { showRefusal } from '../lib/show-refusal';
import { useEntryDraftStore } from '../stores/entry-draft-store';
import { CarDetailsFields } from './car-details-fields';

interface EditEntryDialogProps {
  entry: RegistrationView;
  open: boolean;
  onClose: () => void;
}

/**
 * The entry's details to correct, in a dialog. It opens on the entry as it stands, or on the changes
 * not yet saved when the dialog was closed or the page reloaded (ADR 041); Cancel drops them.
 */
export function EditEntryDialog({ entry, open, onClose }: EditEntryDialogProps) {
  const { _ } = useLingui();
  return (
    <Modal open={open} title={_(/*i18n*/ { id: 'Edit entry' })} onClose={onClose}>
      <EditEntryForm entry={entry} onClose={onClose} />
    </Modal>
  );
}

/**
 * The owner's and the car's details, prefilled. A 400 is shown at its fields; a 409 (registration
 * closed, the entry withdrawn) above them, in the server's words: nothing here can change it.
 */
function EditEntryForm({ entry, onClose }: { entry: RegistrationView; onClose: () => void }) {
  const { _, i18n } = useLingui();
  const id = entry.intRegistrationId;
  const [draft] = useState(() => useEntryDraftStore.getState().edits[String(id)]?.values ?? null);
  const form = useForm<CarDetailsInput, unknown, CarDetailsValues>({
    resolver: zodResolver(carDetailsSchema),
    defaultValues: draft ?? carDetailsOf(entry),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const keepEdit = useEntryDraftStore((state) => state.keepEdit);
  const dropEdit = useEntryDraftStore((state) => state.dropEdit);
  useKeptForm(form, (values) => keepEdit(id, pickCarDetails(values)));
  const onDone = () => {
    dropEdit(id);
    onClose();
  };
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useUpdateEntryMutation();

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const failed = translated(i18n, MESSAGES.editFailed);
    try {
      await mutation.mutateAsync({ id: entry.intRegistrationId, body: carDetailsBody(values) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFormError(error.firstMessage ?? failed);
        return;
      }
      showRefusal(error, { fieldFor: carDetailsFieldFor, setError, setFormError, failed });
      return;
    }
    toast.success(translated(i18n, MESSAGES.entryUpdated));
    onDone();
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      {draft !== null && (
        <p role="status" className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {translated(i18n, MESSAGES.editRestored)}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {_(/*i18n*/ { id: 'The class, the way to pay and the extras stay as entered: ask the organiser to change them.' })}
      </p>
      <CarDetailsFields
        idPrefix={`edit-${String(entry.intRegistrationId)}`}
        field={(name) => ({ ...register(name), error: errors[name]?.message })}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {_(/*i18n*/ { id: 'Cancel' })}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {_(/*i18n*/ { id: 'Save changes' })}
        </Button>
      </div>
    </form>
  );
}
