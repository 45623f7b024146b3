import { z } from 'zod';

const objectBody = z.record(z.string(), z.unknown());

/** An HTTP answer outside 2xx; body is the parsed JSON (or text) the server sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(firstErrorMessage(body) ?? `Request failed with status ${String(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's `detail`, else the first message of the first field error (SPEC §8). */
  get firstMessage(): string | undefined {
    return firstErrorMessage(this.body);
  }
}

/** The request never reached the server (no network); offline judging queues on this. */
export class OfflineError extends Error {
  constructor() {
    super('You are offline.');
    this.name = 'OfflineError';
  }
}

export function firstErrorMessage(body: unknown): string | undefined {
  const parsed = objectBody.safeParse(body);
  if (!parsed.success) return undefined;
  const { detail } = parsed.data;
  if (typeof detail === 'string') return detail;
  for (const value of Object.values(parsed.data)) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) {
      const first: unknown = value[0];
      if (typeof first === 'string') return first;
    }
  }
  return undefined;
}

/** Text for a toast: the server's own message when it sent one, else the caller's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.firstMessage ?? fallback;
  return fallback;
}

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()).min(1));

/**
 * A refusal keyed by field, `{ field: ["message", ...] }`, as field → first message (SPEC §8): a
 * 400, or a 413 naming the file field that was too large. Anything else (`{ detail }`) is null.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 413)) return null;
  const parsed = fieldErrorsSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(parsed.data)) {
    const [first] = messages;
    if (first !== undefined) result[field] = first;
  }
  return result;
}
