import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, serverFieldErrors } from '../../../lib/api-errors';

/**
 * Puts the server's field messages under the form's fields (server name -> form field).
 * Returns whether any landed, so the caller toasts only when none did.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: Partial<Record<string, Path<Values>>>,
): boolean {
  let applied = false;
  for (const [serverField, message] of Object.entries(serverFieldErrors(error) ?? {})) {
    const formField = fields[serverField];
    if (formField === undefined) continue;
    setError(formField, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** A refusal's own words (409 "in use", 404 "gone"); a server fault or a dead network gets the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500) return error.firstMessage ?? fallback;
  return fallback;
}
