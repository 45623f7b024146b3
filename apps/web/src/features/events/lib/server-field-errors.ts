import { z } from 'zod';
import { ApiError } from '../../../lib/api-errors';

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()).min(1));

/** A 400 `{ field: ["message", ...] }` answer as field → first message (SPEC §8); else null. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = fieldErrorsSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(parsed.data)) {
    const [first] = messages;
    if (first !== undefined) result[field] = first;
  }
  return result;
}
