import { z } from 'zod';
import { ApiError, serverFieldErrors } from '../../../lib/api-errors';

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()).min(1));

/**
 * A refusal keyed by field as field → first message (SPEC §8): a 400, or a 413 naming the file
 * field that was too large. Anything else (409 `{detail}`, a plain 413) is null: toast it.
 */
export function vehicleFieldErrors(error: unknown): Record<string, string> | null {
  const fields = serverFieldErrors(error);
  if (fields) return fields;
  if (!(error instanceof ApiError) || error.status !== 413) return null;
  const parsed = fieldErrorsSchema.safeParse(error.body);
  if (!parsed.success) return null;
  return Object.fromEntries(
    Object.entries(parsed.data).flatMap(([field, [first]]) => (first === undefined ? [] : [[field, first]])),
  );
}
