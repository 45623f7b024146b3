import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { apiRequest } from '../lib/api-client';
import { createIdbStorage } from '../lib/idb';
import { mayWriteJudgingData } from './judging-tab';

/**
 * A write kept on the device until the server has it (SPEC §3: method, url, data, headers; data
 * may carry intVehicleId), plus what the one outbox needs (ADR 030): when it was made, by whom,
 * and, once the server refused it for good, its message (kept and shown until dismissed).
 */
export interface FailedRequest {
  method: 'POST' | 'PUT';
  url: string;
  data: unknown;
  headers: Record<string, string>;
  /** When it was queued (ISO). */
  at: string;
  /** The judge who made it; another judge's session never sends it. Null: made before owners were kept. */
  intJudgeId: number | null;
  /** The server's refusal, for good: the write is no longer sent, but kept until dismissed. */
  refused?: string;
}

interface FailedRequestState {
  requests: FailedRequest[];
  /** Queues a write; one entry per method + url + vehicle, a newer replacing an older (SPEC §4). */
  enqueue: (request: FailedRequest) => void;
  /**
   * Drops this very entry, compared by reference: a newer write that replaced it while it was in
   * flight stays queued.
   */
  remove: (request: FailedRequest) => void;
  /** Marks this very entry refused for good, with the server's message. */
  refuse: (request: FailedRequest, message: string) => void;
  /** Drops this judge's queued writes to urls under urlPrefix for a vehicle (a newer one just reached the server). */
  removeForVehicle: (vehicleId: number, urlPrefix: string, judgeId: number | null) => void;
  /** Writes made before owners were kept become this judge's (the tablet's judge when they were made). */
  claimUnowned: (judgeId: number) => void;
  clear: () => void;
}

const withVehicle = z.object({ intVehicleId: z.number() });

/** The vehicle a queued write is about, or null. */
export function vehicleIdOf(data: unknown): number | null {
  const parsed = withVehicle.safeParse(data);
  return parsed.success ? parsed.data.intVehicleId : null;
}

function sameSlot(a: FailedRequest, b: FailedRequest): boolean {
  return a.method === b.method && a.url === b.url && vehicleIdOf(a.data) === vehicleIdOf(b.data) && a.intJudgeId === b.intJudgeId;
}

/**
 * The queue as releases before ADR 030 kept it (persist version 0): SPEC's four fields only. Each
 * entry becomes a waiting write of no known judge (it was the tablet's judge's: the queue was
 * cleared whenever another judge signed in), so an upgrade in the middle of a show loses nothing.
 */
const version0Schema = z.object({
  requests: z
    .array(
      z.looseObject({
        method: z.enum(['POST', 'PUT']),
        url: z.string(),
        data: z.unknown(),
        headers: z.record(z.string(), z.string()).catch({}),
      }),
    )
    .catch([]),
});

export function fromVersion0(persisted: unknown, now: Date = new Date()): { requests: FailedRequest[] } {
  const parsed = version0Schema.safeParse(persisted);
  if (!parsed.success) return { requests: [] };
  return {
    requests: parsed.data.requests.map(({ method, url, data, headers }) => ({
      method,
      url,
      data,
      headers,
      at: now.toISOString(),
      intJudgeId: null,
    })),
  };
}

// Only the tab judging writes: another tab's copy is older (judging-tab.ts).
const queueStorage = createIdbStorage(DEVICE_DB.stores.failedRequests, { canWrite: mayWriteJudgingData });

/** Resolves once the queue written so far is on disk. */
export function flushFailedRequestStorage(): Promise<void> {
  return queueStorage.flush();
}

export function createFailedRequestStore() {
  return create<FailedRequestState>()(
    persist(
      (set) => ({
        requests: [],
        enqueue: (request) => set((state) => ({ requests: [...state.requests.filter((r) => !sameSlot(r, request)), { ...request }] })),
        remove: (request) => set((state) => ({ requests: state.requests.filter((r) => r !== request) })),
        refuse: (request, message) =>
          set((state) => ({ requests: state.requests.map((r) => (r === request ? { ...r, refused: message } : r)) })),
        removeForVehicle: (vehicleId, urlPrefix, judgeId) =>
          set((state) => ({
            requests: state.requests.filter(
              (r) => vehicleIdOf(r.data) !== vehicleId || !r.url.startsWith(urlPrefix) || !isOwnedBy(r, judgeId),
            ),
          })),
        claimUnowned: (judgeId) =>
          set((state) => ({ requests: state.requests.map((r) => (r.intJudgeId === null ? { ...r, intJudgeId: judgeId } : r)) })),
        clear: () => set({ requests: [] }),
      }),
      {
        name: 'failed-requests',
        storage: createJSONStorage(() => queueStorage),
        version: 1,
        migrate: (persisted, version) => (version === 0 ? fromVersion0(persisted) : persisted),
        partialize: (state) => ({ requests: state.requests }),
      },
    ),
  );
}

export const useFailedRequestStore = createFailedRequestStore();

/** Whether a queued write is this judge's to send (or of no known judge: made before owners were kept). */
export const isOwnedBy = (request: FailedRequest, judgeId: number | null) => request.intJudgeId === null || request.intJudgeId === judgeId;

/** True while a write of this judge to a url under urlPrefix for this vehicle waits in the queue (not refused). */
export function isQueued(requests: FailedRequest[], vehicleId: number, urlPrefix: string, judgeId: number | null): boolean {
  return requests.some(
    (r) => r.refused === undefined && isOwnedBy(r, judgeId) && vehicleIdOf(r.data) === vehicleId && r.url.startsWith(urlPrefix),
  );
}

/**
 * Sends a queued write as it was stored (by path, as an older release may have stored it: not
 * necessarily a call of today's contract, so not through callApi).
 */
export function sendStoredRequest(request: FailedRequest, signal: AbortSignal): Promise<unknown> {
  return apiRequest(request.url, { method: request.method, body: request.data, headers: request.headers, signal });
}
