import { english } from '@showgrid/shared/i18n/english';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@showgrid/shared/schemas/registration';
import { STATUS_TONE } from '../../../lib/entry-status-tone';

/** An entry's status in words, for the organiser: English, translated where shown (`statusText`). */
export const STATUS_TEXT: Readonly<Record<RegistrationStatus, string>> = {
  'pending-approval': english(/*i18n*/ { id: 'Waiting for approval' }),
  'awaiting-payment': english(/*i18n*/ { id: 'Awaiting payment' }),
  confirmed: english(/*i18n*/ { id: 'Confirmed' }),
  waitlisted: english(/*i18n*/ { id: 'Waiting list' }),
  offered: english(/*i18n*/ { id: 'Place offered' }),
  withdrawn: english(/*i18n*/ { id: 'Withdrawn' }),
  rejected: english(/*i18n*/ { id: 'Rejected' }),
};

/** An entry's status in the organiser's language. */
export const statusText = (i18n: I18n, status: RegistrationStatus) => translated(i18n, STATUS_TEXT[status]);

/** The status filter's options, in the organiser's language. */
export const statusOptions = (i18n: I18n) => REGISTRATION_STATUSES.map((status) => ({ value: status, label: statusText(i18n, status) }));

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

const PAID_VIA_TEXT = {
  online: english(/*i18n*/ { id: 'Online' }),
  cash: english(/*i18n*/ { id: 'Cash at the gate' }),
  card: english(/*i18n*/ { id: 'Card at the gate' }),
} as const;

/** How the entry was paid: "Online", "Card at the gate"…, "Refunded" after; "Unpaid" (nothing owed: "Nothing to pay"). */
export function paidViaText(i18n: I18n, entry: OrganiserEntry): string {
  const via = entry.strPaidVia === null ? null : translated(i18n, PAID_VIA_TEXT[entry.strPaidVia]);
  if (entry.dtRefundedAt !== null)
    return via ? i18n._(/*i18n*/ { id: '{via} · refunded', values: { via } }) : i18n._(/*i18n*/ { id: 'Refunded' });
  if (via) return via;
  if (entry.blnPaid) return i18n._(/*i18n*/ { id: 'Paid' });
  return entry.intAmountCents === 0 ? i18n._(/*i18n*/ { id: 'Nothing to pay' }) : i18n._(/*i18n*/ { id: 'Unpaid' });
}

export { STATUS_TONE };
