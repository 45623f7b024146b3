import type { RegistrationStatus } from '@showgrid/shared/schemas/registration';

/**
 * An entry's status badge colours, the same on the entrant's and the organiser's pages: green for a
 * place, amber while something is awaited, sky on the waiting list, violet offered, grey when it ended.
 */
export const STATUS_TONE: Readonly<Record<RegistrationStatus, string>> = {
  'pending-approval': 'bg-amber-100 text-amber-900',
  'awaiting-payment': 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  waitlisted: 'bg-sky-100 text-sky-900',
  offered: 'bg-violet-100 text-violet-900',
  withdrawn: 'bg-slate-200 text-slate-700',
  rejected: 'bg-slate-200 text-slate-700',
};
