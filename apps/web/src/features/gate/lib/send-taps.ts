import toast from 'react-hot-toast';
import { ApiError, OfflineError, getErrorMessage } from '../../../lib/api-errors';
import { sendGateAction } from '../api/gate-api';
import { useGateStore } from '../stores/gate-store';

export const TAP_REFUSED = 'This change could not be saved.';

// Worth another try later: no network, a server in trouble, or a session to renew.
const RETRY_STATUSES = new Set([401, 408, 429]);
const isRetryable = (error: unknown) => error instanceof OfflineError || (error instanceof ApiError && (error.status >= 500 || RETRY_STATUSES.has(error.status)));

let running: Promise<void> | null = null;

/**
 * Sends the phone's waiting taps, oldest first, one at a time (an undo must follow its check-in).
 * Stops at the first that cannot reach the server, to try again later; one the server refuses
 * (a vehicle deleted meanwhile) is dropped with a message. One run at a time.
 */
export function sendWaitingTaps(): Promise<void> {
  running ??= drain().finally(() => {
    running = null;
  });
  return running;
}

async function drain(): Promise<void> {
  for (;;) {
    const store = useGateStore.getState();
    const next = store.pending[0];
    if (!next) return;
    try {
      const vehicle = await sendGateAction(next);
      useGateStore.getState().saveVehicle(next.eventId, vehicle);
      useGateStore.getState().remove(next.id);
    } catch (error) {
      if (isRetryable(error)) return;
      useGateStore.getState().remove(next.id);
      toast.error(getErrorMessage(error, TAP_REFUSED));
    }
  }
}
