import { showErrorMessage } from '../../../lib/show-error';
import { createLane } from '../../../offline/outbox/lanes';
import { refusalMessage } from '../../../offline/outbox/retry-rule';
import { sendGateAction } from '../api/send-gate-action';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { useGateStore, type GateAction } from '../stores/gate-store';

export const TAP_REFUSED = 'This change could not be saved.';

/**
 * The gate's lane of the one outbox (ADR 027, ADR 030): the phone's waiting taps, oldest first,
 * one at a time, stopping at the first that does not go (an undo must follow its check-in).
 * Under the outbox's rule: offline, 401 after a refresh, 408, 429 and 5xx wait for the next try;
 * a definitive refusal (a vehicle deleted meanwhile) is shown and kept as refused until dismissed.
 */
const gateLane = createLane<GateAction, GateVehicle>({
  name: 'gate',
  inOrder: true,
  waiting: () => useGateStore.getState().pending,
  fresh: (action) => (useGateStore.getState().pending.some((candidate) => candidate.id === action.id) ? action : null),
  keyOf: (action) => action.id,
  send: (action, signal) => sendGateAction(action, signal),
  settle: (action, outcome) => {
    const store = useGateStore.getState();
    if (outcome.kind === 'sent') {
      store.saveVehicle(action.eventId, outcome.answer);
      store.remove(action.id);
    }
    if (outcome.kind === 'refused') {
      const message = refusalMessage(outcome.error, TAP_REFUSED);
      store.refuse(action.id, message);
      showErrorMessage(message);
    }
  },
});

/** Sends the phone's waiting taps; one run at a time. */
export const sendWaitingTaps = gateLane.flush;
