import type { RegistrationStatus } from '@showgrid/shared/schemas/registration';

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

/** The badge's colours: green for a place, amber while something is awaited, grey when it ended. */
export const STATUS_TONE: Readonly<Record<RegistrationStatus, string>> = {
  'pending-approval': 'bg-amber-100 text-amber-900',
  'awaiting-payment': 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  waitlisted: 'bg-sky-100 text-sky-900',
  offered: 'bg-violet-100 text-violet-900',
  withdrawn: 'bg-slate-200 text-slate-700',
  rejected: 'bg-slate-200 text-slate-700',
};

/** "You are next in line." / "3 entries are ahead of yours.": a waitlisted entry's place in the queue. */
export function waitlistText(ahead: number): string {
  if (ahead === 0) return 'You are next in line.';
  return ahead === 1 ? '1 entry is ahead of yours.' : `${String(ahead)} entries are ahead of yours.`;
}
