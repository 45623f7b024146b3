import { english } from '@showgrid/shared/i18n/english';
import { showErrorMessage } from '../../../lib/show-error';
import { createLane } from '../../../offline/outbox/lanes';
import { refusalMessage } from '../../../offline/outbox/retry-rule';
import { sendGateAction } from '../api/send-gate-action';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { useGateStore, type GateAction } from '../stores/gate-store';

/** Kept with a refused tap the server gave no words for; translated where it is shown (gate-outbox.tsx). */
export const TAP_REFUSED = english(/*i18n*/ { id: 'This change could not be saved.' });

/** How a refusal's words are shown in the toast: as kept, until the gate page says its language (wordGateRefusals). */
let worded = (message: string) => message;

/**
 * The gate page's language for the toast of a refused tap (the kept message stays as it came, and
 * is translated where it is listed); returns the way back to the words as kept.
 */
export function wordGateRefusals(word: (message: string) => string): () => void {
  worded = word;
  return () => {
    if (worded === word) worded = (message) => message;
  };
}

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
      showErrorMessage(worded(message));
    }
  },
});

/** Sends the phone's waiting taps; one run at a time. */
export const sendWaitingTaps = gateLane.flush;
