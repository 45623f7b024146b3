import type { z } from 'zod';
import { pathOf, type Endpoint } from '@showgrid/shared/contract/endpoint';
import type { ApiError } from '../../../lib/api-errors';
import { whenHydrated } from '../../../lib/persist-hydration';
import { inScreensLanguage } from '../../../lib/screen-words';
import { showErrorMessage } from '../../../lib/show-error';
import {
  isOwnedBy,
  sendStoredRequest,
  useFailedRequestStore,
  vehicleIdOf,
  type FailedRequest,
} from '../../../offline/failed-request-store';
import { createLane } from '../../../offline/outbox/lanes';
import { attempt, refusalMessage } from '../../../offline/outbox/retry-rule';
import { useJudgeStore } from '../stores/judge-store';

/**
 * The judge's writes other than scores (step-asides), kept in failed-requests-storage (SPEC §9)
 * until the server has them: a lane of the one outbox (ADR 030), so they follow the same rule as
 * scores and gate taps. Only the signed-in judge's writes are sent.
 */
const requestLane = createLane<FailedRequest>({
  name: 'requests',
  ready: () => Promise.all([whenHydrated(useFailedRequestStore), whenHydrated(useJudgeStore)]),
  waiting: () => {
    const owner = useJudgeStore.getState().intJudgeId;
    return useFailedRequestStore.getState().requests.filter((request) => request.refused === undefined && isOwnedBy(request, owner));
  },
  // Each entry is its own object (a newer write replaces it with another), so its place in the
  // queue at this moment names it.
  keyOf: (request) => `${request.method} ${request.url} ${String(vehicleIdOf(request.data))} ${request.at}`,
  fresh: (request) => (useFailedRequestStore.getState().requests.includes(request) ? request : null),
  send: sendStoredRequest,
  settle: (request, outcome) => {
    if (outcome.kind === 'sent') useFailedRequestStore.getState().remove(request);
    if (outcome.kind === 'refused') refused(request, outcome.error);
  },
});

function refused(request: FailedRequest, error: ApiError): void {
  const message = refusalMessage(error);
  useFailedRequestStore.getState().refuse(request, message);
  // Kept as the server said it (or the English fallback); shown in the judge's language.
  showErrorMessage(inScreensLanguage(message));
}

/** Sends every waiting write of the judge once; one pass at a time. */
export const replayRequests = requestLane.flush;

type QueueableWrite = Endpoint & { method: FailedRequest['method']; body: z.ZodType };

/**
 * A write of the contract as the queue keeps it (SPEC §9 failed-requests-storage: method, url,
 * data), made by the signed-in judge now: the body typed by the contract entry.
 */
export function queuedWrite<const E extends QueueableWrite>(
  endpoint: E,
  body: z.input<E['body']>,
  params?: Readonly<Record<string, unknown>>,
): FailedRequest {
  return {
    method: endpoint.method,
    url: pathOf(endpoint.path, params),
    data: body,
    headers: {},
    at: new Date().toISOString(),
    intJudgeId: useJudgeStore.getState().intJudgeId,
  };
}

export type SendResult = { kind: 'sent'; body: unknown } | { kind: 'queued' } | { kind: 'refused'; error: ApiError };

/**
 * Sends a write now, under the outbox's rule; if it does not get through (network, time limit,
 * 401 after the refresh, 408, 429, 5xx) it waits in the queue and goes on the outbox's beat. A
 * refusal now is the caller's to show (the judge is looking at it), not kept.
 */
export async function sendOrQueue(request: FailedRequest): Promise<SendResult> {
  const outcome = await attempt((signal) => sendStoredRequest(request, signal));
  if (outcome.kind === 'sent') return { kind: 'sent', body: outcome.answer };
  if (outcome.kind === 'refused') return { kind: 'refused', error: outcome.error };
  useFailedRequestStore.getState().enqueue(request);
  return { kind: 'queued' };
}
