import type { z } from 'zod';
import { pathOf, type Endpoint } from '@showgrid/shared/contract/endpoint';
import { apiRequest } from '../lib/api-client';
import { ApiError } from '../lib/api-errors';
import { useFailedRequestStore, type FailedRequest } from './failed-request-store';
import { DEFINITIVE_REFUSALS } from './replay-queue';

/** A field's bad signal can hold a request for minutes; past this the write waits in the queue. */
const SEND_TIMEOUT_MS = 10_000;

export type SendResult =
  | { kind: 'sent'; body: unknown }
  | { kind: 'queued' }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'superseded' };

interface SendOptions {
  /**
   * Asked before queueing a write that did not get through: false means a newer write of the same
   * vehicle came meanwhile, which the queue must not lose to this older one (same slot).
   */
  stillWanted?: () => boolean;
}

type QueueableWrite = Endpoint & { method: FailedRequest['method']; body: z.ZodType };

/**
 * A write of the contract as the queue stores it (SPEC §9 failed-requests-storage: method, url,
 * data): the body typed by the contract entry, which the replay sends by path as stored.
 */
export function queuedWrite<const E extends QueueableWrite>(
  endpoint: E,
  body: z.input<E['body']>,
  params?: Readonly<Record<string, unknown>>,
): FailedRequest {
  return { method: endpoint.method, url: pathOf(endpoint.path, params), data: body, headers: {} };
}

/**
 * Sends a write now; if it does not get through (network, timeout, 401 after the refresh, 408,
 * 429, 5xx) it goes to the failed-request queue, which retries it (PRODUCT "Offline judging").
 */
export async function sendOrQueue(request: FailedRequest, options: SendOptions = {}): Promise<SendResult> {
  try {
    const body = await apiRequest(request.url, {
      method: request.method,
      body: request.data,
      headers: request.headers,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    return { kind: 'sent', body };
  } catch (error) {
    if (error instanceof ApiError && DEFINITIVE_REFUSALS.has(error.status)) return { kind: 'refused', error };
    if (options.stillWanted?.() === false) return { kind: 'superseded' };
    useFailedRequestStore.getState().enqueue(request);
    return { kind: 'queued' };
  }
}
