import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { whenHydrated } from '../lib/persist-hydration';
import { useFailedRequestStore } from './failed-request-store';
import { startNetworkMonitor } from './network-status';
import { replayQueue, setReplayHandlers, startRetryLoop, type ReplayHandlers } from './replay-queue';

/**
 * While mounted: watches the connection (SPEC §4), retries the queue every 3000 ms, and on coming
 * back online refreshes every query and replays the queue at once. `handlers` must be stable.
 */
export function useOfflineSync(createHandlers: (queryClient: QueryClient) => ReplayHandlers): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    setReplayHandlers(createHandlers(queryClient));
    const stopLoop = startRetryLoop();
    const stopMonitor = startNetworkMonitor({
      onOnline: () => {
        void queryClient.invalidateQueries();
        void replayQueue();
      },
    });
    // Writes queued before a reload or a new sign-in go out as soon as the queue is read back.
    void whenHydrated(useFailedRequestStore).then(() => replayQueue());
    return () => {
      stopLoop();
      stopMonitor();
      setReplayHandlers({});
    };
  }, [queryClient, createHandlers]);
}
