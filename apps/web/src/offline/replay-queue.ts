import toast from 'react-hot-toast';
import { LIMITS } from '@showgrid/shared/limits';
import { apiRequest } from '../lib/api-client';
import { ApiError } from '../lib/api-errors';
import { useFailedRequestStore, type FailedRequest } from './failed-request-store';

/**
 * Replays the failed-request queue (SPEC §4, stricter as PRODUCT "Offline judging" asks): an entry
 * goes on a 2xx or a definitive refusal (shown to the judge); it stays on a network error, 401 (the
 * API client has already tried a refresh), 408, 429 and 5xx, and is tried again.
 */
export const DEFINITIVE_REFUSALS: ReadonlySet<number> = new Set([400, 403, 404, 409, 422]);

export const REFUSED_FALLBACK_MESSAGE = 'Failed to update the score.';

export interface ReplayHandlers {
  /** The server took the write; body is its answer. */
  onSent?: (request: FailedRequest, body: unknown) => void;
  /** The server refused it for good (409: body.data is the newer entry it kept). */
  onRefused?: (request: FailedRequest, error: ApiError) => void;
}

let handlers: ReplayHandlers = {};
let running: Promise<void> | null = null;

/** Who hears about replayed writes (the judge layout wires the judging store). */
export function setReplayHandlers(next: ReplayHandlers): void {
  handlers = next;
}

/** Sends every queued write once, in order; one pass at a time. */
export function replayQueue(): Promise<void> {
  running ??= replayAll().finally(() => {
    running = null;
  });
  return running;
}

async function replayAll(): Promise<void> {
  const queue = useFailedRequestStore.getState();
  for (const request of [...queue.requests]) {
    const outcome = await replayOne(request);
    // The network is down: the rest would fail the same way.
    if (outcome === 'offline') return;
  }
}

async function replayOne(request: FailedRequest): Promise<'sent' | 'refused' | 'kept' | 'offline'> {
  const { remove } = useFailedRequestStore.getState();
  try {
    const body = await apiRequest(request.url, { method: request.method, body: request.data, headers: request.headers });
    remove(request);
    handlers.onSent?.(request, body);
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'offline';
    if (!DEFINITIVE_REFUSALS.has(error.status)) return 'kept';
    remove(request);
    toast.error(error.firstMessage ?? REFUSED_FALLBACK_MESSAGE);
    handlers.onRefused?.(request, error);
    return 'refused';
  }
}

/**
 * Replays the queue every 3000 ms (SPEC §9), and runs `alsoRetry` (another outbox: the judge's
 * scores) on the same beat, until the returned stop is called.
 */
export function startRetryLoop(intervalMs: number = LIMITS.offlineRetryMs, alsoRetry?: () => void): () => void {
  const timer = setInterval(() => {
    if (useFailedRequestStore.getState().requests.length > 0) void replayQueue();
    alsoRetry?.();
  }, intervalMs);
  return () => clearInterval(timer);
}
