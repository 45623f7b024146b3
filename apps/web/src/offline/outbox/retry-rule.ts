import { english } from '@showgrid/shared/i18n/english';
import { ApiError } from '../../lib/api-errors';

/**
 * The one retry rule of every write a device keeps until the server has it (ADR 030; PRODUCT
 * "Offline judging", stricter than SPEC §4, which drops a write on any error but a network one):
 * - 2xx: the server has it; it leaves the outbox.
 * - a definitive refusal (400, 403, 404, 409, 410, 413, 422): the server will never take it as it
 *   is. It leaves the queue of things to send, but is kept, marked refused with the server's
 *   message, and shown to the person, never silently lost.
 * - 401: the API client has already refreshed the token and sent it again; a 401 after that (the
 *   session cannot be renewed) waits for the person to sign in again.
 * - anything else (408, 429, 5xx, another status) waits and is tried again; so does a network
 *   error or no answer within the time limit, which also ends the pass (the rest would fail alike).
 */
export const DEFINITIVE_REFUSALS: ReadonlySet<number> = new Set([400, 403, 404, 409, 410, 413, 422]);

/** A field's bad signal can hold a request for minutes; past this the write waits for the next try. */
export const SEND_TIMEOUT_MS = 10_000;

export type SendOutcome<A = unknown> =
  | { kind: 'sent'; answer: A }
  | { kind: 'refused'; error: ApiError }
  /** The server answered but may take it later (401 after a refresh, 408, 429, 5xx). */
  | { kind: 'waiting'; error: ApiError }
  /** No answer: no network, or none within the time limit. */
  | { kind: 'offline' };

/** What one send came to, under the rule. */
export async function attempt<A>(send: (signal: AbortSignal) => Promise<A>, timeoutMs: number = SEND_TIMEOUT_MS): Promise<SendOutcome<A>> {
  try {
    return { kind: 'sent', answer: await send(AbortSignal.timeout(timeoutMs)) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'offline' };
    return DEFINITIVE_REFUSALS.has(error.status) ? { kind: 'refused', error } : { kind: 'waiting', error };
  }
}

/** Said when the server refused a write without a message of its own (SPEC §8). */
export const REFUSED_FALLBACK_MESSAGE = english(/*i18n*/ { id: 'Failed to update the score.' });

/** The words a refusal is shown and kept with. */
export const refusalMessage = (error: ApiError, fallback: string = REFUSED_FALLBACK_MESSAGE) => error.firstMessage ?? fallback;
