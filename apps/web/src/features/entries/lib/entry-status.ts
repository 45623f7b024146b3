import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@showgrid/shared/schemas/registration';
import { STATUS_TONE } from '../../../lib/entry-status-tone';

/** An entry's status in words, for the organiser. */
export const STATUS_TEXT: Readonly<Record<RegistrationStatus, string>> = {
  'pending-approval': 'Waiting for approval',
  'awaiting-payment': 'Awaiting payment',
  confirmed: 'Confirmed',
  waitlisted: 'Waiting list',
  offered: 'Place offered',
  withdrawn: 'Withdrawn',
  rejected: 'Rejected',
};

export const STATUS_OPTIONS = REGISTRATION_STATUSES.map((status) => ({ value: status, label: STATUS_TEXT[status] }));

/** Narrows the status filter's value (a select's text) to a status; anything else is no filter. */
export function statusOf(value: string): RegistrationStatus | null {
  return REGISTRATION_STATUSES.find((status) => status === value) ?? null;
}

/** Entries that hold or may take a place: what the server's refunded and money rules call standing. */
const STANDING: readonly RegistrationStatus[] = ['pending-approval', 'awaiting-payment', 'confirmed', 'offered'];
const ENDED: readonly RegistrationStatus[] = ['withdrawn', 'rejected'];

export type EntryAction = 'approve' | 'reject' | 'move' | 'offer' | 'resend' | 'refunded';

/** The decisions the server takes on an entry in its state (organiser.ts): the row shows only these. */
export function actionsFor(entry: OrganiserEntry): EntryAction[] {
  const ended = ENDED.includes(entry.strStatus);
  const actions: EntryAction[] = [];
  if (entry.strStatus === 'pending-approval') actions.push('approve');
  if (entry.strStatus === 'waitlisted') actions.push('offer');
  if (entry.strStatus === 'confirmed' || entry.strStatus === 'offered') actions.push('resend');
  if (!ended) actions.push('move', 'reject');
  if (entry.blnPaid && entry.dtRefundedAt === null && !STANDING.includes(entry.strStatus)) actions.push('refunded');
  return actions;
}

const PAID_VIA_TEXT = { online: 'Online', cash: 'Cash at the gate', card: 'Card at the gate' } as const;

/** How the entry was paid: "Online", "Card at the gate"…, "Refunded" after; "Unpaid" (nothing owed: "Nothing to pay"). */
export function paidViaText(entry: OrganiserEntry): string {
  const via = entry.strPaidVia === null ? null : PAID_VIA_TEXT[entry.strPaidVia];
  if (entry.dtRefundedAt !== null) return via ? `${via} · refunded` : 'Refunded';
  if (via) return via;
  if (entry.blnPaid) return 'Paid';
  return entry.intAmountCents === 0 ? 'Nothing to pay' : 'Unpaid';
}

export { STATUS_TONE };
