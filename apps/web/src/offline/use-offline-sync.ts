import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { translated } from '@showgrid/shared/i18n/translate';
import { LIMITS } from '@showgrid/shared/limits';
import { wordScreens } from '../lib/screen-words';
import { rewordOfflineNotice, startNetworkMonitor } from './network-status';

interface OfflineSyncOptions {
  /** A pass of each outbox lane this area sends, in order (the judge's: step-asides, then scores). Must be stable. */
  lanes: readonly (() => Promise<void>)[];
  /**
   * Runs once the lanes have had a pass, at start and after each reconnect (the judge area
   * re-sends what the server lacks). Must be stable.
   */
  onReconnect?: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * While mounted: watches the connection (SPEC §4), gives the outbox's lanes a pass every 3000 ms
 * (SPEC §9), and on coming back online refreshes every query and gives them a pass at once. What
 * it shows outside React (a lane's refusal toast, the offline notice) speaks the screens' language.
 */
export function useOfflineSync({ lanes, onReconnect }: OfflineSyncOptions): void {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // Before the monitor starts, so its first notice is worded; again when the person changes language.
  useEffect(() => {
    wordScreens((text) => translated(i18n, text));
    rewordOfflineNotice();
  }, [i18n, locale]);
  useEffect(() => {
    let mounted = true;
    const flush = async () => {
      for (const lane of lanes) await lane();
    };
    const pass = () => flush().then(() => (mounted && onReconnect ? onReconnect(queryClient) : undefined));
    const timer = setInterval(() => void flush(), LIMITS.offlineRetryMs);
    const stopMonitor = startNetworkMonitor({
      onOnline: () => {
        void queryClient.invalidateQueries();
        void pass();
      },
    });
    // Writes kept before a reload or a new sign-in go out as soon as the stores are read back.
    void pass();
    return () => {
      mounted = false;
      clearInterval(timer);
      stopMonitor();
    };
  }, [queryClient, lanes, onReconnect]);
}
