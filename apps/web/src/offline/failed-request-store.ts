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
  clear: () => void;
}

const queueStorage = createIdbStorage(DEVICE_DB.stores.failedRequests);

/** Resolves once the queue written so far is on disk. */
export function flushFailedRequestStorage(): Promise<void> {
  return queueStorage.flush();
}

/** The offline queue itself (add, replace, retry) comes with the offline judging issue. */
export const useFailedRequestStore = create<FailedRequestState>()(
  persist(
    (set) => ({
      requests: [],
      clear: () => set({ requests: [] }),
    }),
    {
      name: 'failed-requests',
      storage: createJSONStorage(() => queueStorage),
      partialize: (state) => ({ requests: state.requests }),
    },
  ),
);
