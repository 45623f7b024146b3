import toast from 'react-hot-toast';
import { create } from 'zustand';
import { LIMITS } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';

/** SPEC §4's exact words, with the typographic apostrophe. */
export const OFFLINE_NOTICE = 'You’re offline';
const OFFLINE_TOAST_ID = 'offline-notice';
const CHECK_TIMEOUT_MS = 3000;

interface NetworkState {
  online: boolean;
}

export const useNetworkStore = create<NetworkState>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
}));

export function useOnline(): boolean {
  return useNetworkStore((state) => state.online);
}

/**
 * Whether the server answers. navigator.onLine only knows about the Wi-Fi link; a tablet on a
 * field's Wi-Fi with no uplink says online while nothing gets through. Any answer counts: the
 * network carried it.
 */
export async function checkConnection(): Promise<boolean> {
  try {
    await fetch(API.health, { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

interface MonitorOptions {
  /** Called on each change from offline to online (refresh queries, replay the queue). */
  onOnline: () => void;
}

/**
 * Follows the browser's online/offline events plus a check every 4000 ms (SPEC §9), keeps
 * useNetworkStore up to date and shows a persistent notice while offline. Returns a stop function.
 */
export function startNetworkMonitor({ onOnline }: MonitorOptions): () => void {
  let stopped = false;

  const setOnline = (online: boolean) => {
    if (stopped) return;
    const was = useNetworkStore.getState().online;
    useNetworkStore.setState({ online });
    if (online) toast.dismiss(OFFLINE_TOAST_ID);
    else toast.error(OFFLINE_NOTICE, { id: OFFLINE_TOAST_ID, duration: Number.POSITIVE_INFINITY });
    if (online && !was) onOnline();
  };

  const check = async () => {
    if (!navigator.onLine) return setOnline(false);
    setOnline(await checkConnection());
  };

  const goneOffline = () => setOnline(false);
  const maybeOnline = () => void check();
  window.addEventListener('offline', goneOffline);
  window.addEventListener('online', maybeOnline);
  const timer = setInterval(maybeOnline, LIMITS.offlineCheckMs);
  void check();

  return () => {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('offline', goneOffline);
    window.removeEventListener('online', maybeOnline);
    toast.dismiss(OFFLINE_TOAST_ID);
  };
}
