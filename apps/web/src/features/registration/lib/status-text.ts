import type { RegistrationStatus } from '@showgrid/shared/schemas/registration';
import { STATUS_TONE } from '../../../lib/entry-status-tone';

/** An entry's status in words, for the entrant. */
export const STATUS_TEXT: Readonly<Record<RegistrationStatus, string>> = {
  'pending-approval': 'Waiting for approval',
  'awaiting-payment': 'Awaiting payment',
  confirmed: 'Confirmed',
  waitlisted: 'On the waiting list',
  offered: 'Place offered',
  withdrawn: 'Withdrawn',
  rejected: 'Not accepted',
};

/** "You are next in line." / "3 entries are ahead of yours.": a waitlisted entry's place in the queue. */
export function waitlistText(ahead: number): string {
  if (ahead === 0) return 'You are next in line.';
  return ahead === 1 ? '1 entry is ahead of yours.' : `${String(ahead)} entries are ahead of yours.`;
}

export { STATUS_TONE };
