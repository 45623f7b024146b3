import { STATUS_TONE } from '../../../lib/entry-status-tone';

/** An entry's status in words, for the entrant (kept beside the components, in the public pages' catalog). */
export { STATUS_TEXT } from '../components/entry-messages';

/** "You are next in line." / "3 entries are ahead of yours.": a waitlisted entry's place in the queue. */
export function waitlistText(ahead: number): string {
  if (ahead === 0) return 'You are next in line.';
  return ahead === 1 ? '1 entry is ahead of yours.' : `${String(ahead)} entries are ahead of yours.`;
}

export { STATUS_TONE };
