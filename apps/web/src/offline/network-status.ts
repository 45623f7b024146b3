import toast from 'react-hot-toast';
import { create } from 'zustand';
import { LIMITS } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { english } from '@showgrid/shared/i18n/english';
import { inScreensLanguage } from '../lib/screen-words';
import { showErrorMessage } from '../lib/show-error';

/** SPEC §4's exact words, with the typographic apostrophe; shown in the screens' language. */
export const OFFLINE_NOTICE = english(/*i18n*/ { id: 'You’re offline' });
const OFFLINE_TOAST_ID = 'offline-notice';
/** A probe with no answer by then counts as offline (ADR 010: 3 s); its request goes on. */
const CHECK_TIMEOUT_MS = 3000;
/**
 * A probe still open after this is given up and aborted, so a link that swallows packets does not
 * stop the checks (nor hold one of the browser's few connections to the server) for good.
 */
const PROBE_GIVE_UP_MS = 20_000;

interface NetworkState {
  online: boolean;
}

export const useNetworkStore = create<NetworkState>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
}));

export function useOnline(): boolean {
  return useNetworkStore((state) => state.online);
}

/** One GET /api/health: whether the server answered, and when the request is over (body read). */
interface Probe {
  answered: Promise<boolean>;
  settled: Promise<void>;
}

/**
 * Asks the server. Any answer counts: the network carried it. The answer is read to its end: an
 * unread body keeps the request open, and cutting it off then (say, by a timeout signal) lists
 * every check as cancelled in the browser's network log. Nothing but PROBE_GIVE_UP_MS aborts it.
 */
function probe(): Probe {
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), PROBE_GIVE_UP_MS);
  const answered = fetch(API.health, { cache: 'no-store', signal: giveUp.signal }).then(
    async (response) => {
      await response.arrayBuffer().catch(() => undefined);
      return true;
    },
    () => false,
  );
  const settled = answered.then(() => clearTimeout(timer));
  return { answered, settled };
}

/** The probe's answer if it comes within `ms`, else false; the request itself is left to finish. */
function answeredWithin(answered: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/** Whether the offline notice is on screen (a monitor shows it and takes it away). */
let noticeShown = false;

/**
 * The notice that stays for as long as the network is gone. At the bottom: it must not sit on the
 * header's controls at the top centre (on a tablet, the judge's Judges Choice button).
 */
function showOfflineNotice(): void {
  noticeShown = true;
  showErrorMessage(inScreensLanguage(OFFLINE_NOTICE), {
    id: OFFLINE_TOAST_ID,
    duration: Number.POSITIVE_INFINITY,
    position: 'bottom-center',
  });
}

function dismissOfflineNotice(): void {
  noticeShown = false;
  toast.dismiss(OFFLINE_TOAST_ID);
}

/** The offline notice, if on screen, again in the screens' language (the person changed it). */
export function rewordOfflineNotice(): void {
  if (noticeShown) showOfflineNotice();
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
    if (online) dismissOfflineNotice();
    else showOfflineNotice();
    if (online && !was) onOnline();
  };

  // navigator.onLine only knows about the Wi-Fi link; a tablet on a field's Wi-Fi with no uplink
  // says online while nothing gets through, so the server is asked. One probe at a time: while
  // one is open (a slow or dead link) a beat is skipped, rather than cancelling it and starting
  // another. Its verdict comes at 3 s at the latest; a later answer is ignored.
  let open: Probe | null = null;
  const check = async () => {
    if (!navigator.onLine) return setOnline(false);
    if (open) return;
    const current = probe();
    open = current;
    void current.settled.then(() => {
      if (open === current) open = null;
    });
    setOnline(await answeredWithin(current.answered, CHECK_TIMEOUT_MS));
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
    dismissOfflineNotice();
  };
}
