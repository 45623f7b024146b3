import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { whenHydrated } from '../lib/persist-hydration';
import { useFailedRequestStore } from './failed-request-store';
import { startNetworkMonitor } from './network-status';
import { replayQueue, setReplayHandlers, startRetryLoop, type ReplayHandlers } from './replay-queue';

interface OfflineSyncOptions {
  /** Runs on the queue's 3000 ms beat (the judge area sends the scores waiting on the tablet). Must be stable. */
  onRetry?: () => void;
  /**
   * Runs once the queue has been replayed, at start and after each reconnect (the judge area
   * re-sends what the server lacks). Must be stable.
   */
  onReconnect?: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * While mounted: watches the connection (SPEC §4), retries the queue every 3000 ms, and on coming
 * back online refreshes every query and replays the queue at once. `createHandlers` must be stable.
 */
export function useOfflineSync(createHandlers: (queryClient: QueryClient) => ReplayHandlers, { onRetry, onReconnect }: OfflineSyncOptions = {}): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let mounted = true;
    const afterReplay = () => (mounted && onReconnect ? onReconnect(queryClient) : undefined);
    setReplayHandlers(createHandlers(queryClient));
    const stopLoop = startRetryLoop(undefined, onRetry);
    const stopMonitor = startNetworkMonitor({
      onOnline: () => {
        void queryClient.invalidateQueries();
        void replayQueue().then(afterReplay);
      },
    });
    // Writes queued before a reload or a new sign-in go out as soon as the queue is read back.
    void whenHydrated(useFailedRequestStore)
      .then(() => replayQueue())
      .then(afterReplay);
    return () => {
      mounted = false;
      stopLoop();
      stopMonitor();
      setReplayHandlers({});
    };
  }, [queryClient, createHandlers, onRetry, onReconnect]);
}
