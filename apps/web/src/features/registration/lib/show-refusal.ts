import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showError, showErrorMessage } from '../../../lib/show-error';

interface RefusalTargets<T extends FieldValues> {
  /** Where a 400 on an API field is shown (null: said above the form). */
  fieldFor: (apiField: string) => Path<T> | null;
  setError: UseFormSetError<T>;
  /** The words above the form. */
  setFormError: (message: string) => void;
  /** The toast's words for a refusal that names no field (the server's own, where it gives them). */
  failed: string;
}

/**
 * A refused entry or edit, as the entry form and the Edit dialog show it: a 400's words at their
 * fields, the first one focused; words for a field the form does not have above it and in a toast;
 * any other refusal in a toast.
 */
export function showRefusal<T extends FieldValues>(error: unknown, { fieldFor, setError, setFormError, failed }: RefusalTargets<T>): void {
  const fields = serverFieldErrors(error);
  if (!fields) {
    showError(error, failed);
    return;
  }
  let focused = false;
  for (const [apiField, message] of Object.entries(fields)) {
    const field = fieldFor(apiField);
    if (!field) {
      setFormError(message);
      showErrorMessage(message);
      continue;
    }
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}
