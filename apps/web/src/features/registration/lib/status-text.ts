import { STATUS_TONE } from '../../../lib/entry-status-tone';

/** An entry's status in words, for the entrant (kept beside the components, in the public pages' catalog). */
export { STATUS_TEXT } from '../components/entry-messages';

/** A waitlisted entry's place in the queue, in words (beside the components too). */
export { waitlistText } from '../components/entrant-words';

export { STATUS_TONE };
