import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-errors';

const fieldBody = z.record(z.string(), z.unknown());

/** SPEC §8: a 400 answers `{ field: ["message", ...] }`; each field's first message. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const parsed = fieldBody.safeParse(error.body);
  if (!parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const [field, value] of Object.entries(parsed.data)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (field !== 'detail' && typeof first === 'string') messages[field] = first;
  }
  return messages;
}

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
  for (const [serverField, message] of Object.entries(serverFieldErrors(error))) {
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
