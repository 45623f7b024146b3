import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { createIdbStorage } from '../lib/idb';

/** A write that could not reach the server (SPEC §3); data may carry intVehicleId. */
export interface FailedRequest {
  method: 'POST' | 'PUT';
  url: string;
  data: unknown;
  headers: Record<string, string>;
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
  /** Drops the queued writes to urls under urlPrefix for a vehicle (a newer one just reached the server). */
  removeForVehicle: (vehicleId: number, urlPrefix: string) => void;
  clear: () => void;
}

const withVehicle = z.object({ intVehicleId: z.number() });

/** The vehicle a queued write is about, or null. */
export function vehicleIdOf(data: unknown): number | null {
  const parsed = withVehicle.safeParse(data);
  return parsed.success ? parsed.data.intVehicleId : null;
}

function sameSlot(a: FailedRequest, b: FailedRequest): boolean {
  return a.method === b.method && a.url === b.url && vehicleIdOf(a.data) === vehicleIdOf(b.data);
}

const queueStorage = createIdbStorage(DEVICE_DB.stores.failedRequests);

/** Resolves once the queue written so far is on disk. */
export function flushFailedRequestStorage(): Promise<void> {
  return queueStorage.flush();
}

export function createFailedRequestStore() {
  return create<FailedRequestState>()(
    persist(
      (set) => ({
        requests: [],
        enqueue: (request) =>
          set((state) => ({ requests: [...state.requests.filter((r) => !sameSlot(r, request)), { ...request }] })),
        remove: (request) => set((state) => ({ requests: state.requests.filter((r) => r !== request) })),
        removeForVehicle: (vehicleId, urlPrefix) =>
          set((state) => ({
            requests: state.requests.filter((r) => vehicleIdOf(r.data) !== vehicleId || !r.url.startsWith(urlPrefix)),
          })),
        clear: () => set({ requests: [] }),
      }),
      {
        name: 'failed-requests',
        storage: createJSONStorage(() => queueStorage),
        partialize: (state) => ({ requests: state.requests }),
      },
    ),
  );
}

export const useFailedRequestStore = createFailedRequestStore();

/** True while a write to a url under urlPrefix for this vehicle waits in the queue. */
export function isQueued(requests: FailedRequest[], vehicleId: number, urlPrefix: string): boolean {
  return requests.some((r) => vehicleIdOf(r.data) === vehicleId && r.url.startsWith(urlPrefix));
}
