import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useApproveEntryMutation } from '../api/approve-entry';
import { useMarkEntryRefundedMutation } from '../api/mark-entry-refunded';
import { useOfferEntryMutation } from '../api/offer-entry';
import { useResendEntryMutation } from '../api/resend-entry';
import { statusText } from '../lib/entry-status';
import { carText } from '../lib/entry-text';

export type OneStepDecision = 'approve' | 'offer' | 'resend' | 'refunded';

interface Wording {
  title: string;
  description: string;
  confirm: string;
  done: (after: OrganiserEntry) => string;
}

function wordingOf(i18n: I18n, decision: OneStepDecision, entry: OrganiserEntry): Wording {
  const number = entry.intRegistrationId;
  const email = entry.strEmail;
  switch (decision) {
    case 'approve':
      return {
        title: i18n._(/*i18n*/ { id: 'Approve entry {number}?', values: { number } }),
        description: i18n._(
          /*i18n*/ {
            id: '{owner}’s {car}. Paying at the gate, or with nothing to pay, it is confirmed; paying online, it is offered a place to pay for within 48 hours. {email} is mailed.',
            values: { owner: entry.strOwnerName, car: carText(entry), email },
          },
        ),
        confirm: i18n._(/*i18n*/ { id: 'Approve' }),
        done: (after) =>
          i18n._(/*i18n*/ { id: 'Entry {number}: {status}.', values: { number, status: statusText(i18n, after.strStatus) } }),
      };
    case 'offer':
      return {
        title: i18n._(/*i18n*/ { id: 'Offer entry {number} a place?', values: { number } }),
        description: i18n._(
          /*i18n*/ {
            id: '{email} is mailed a place in {className} for 48 hours, even over the class’s cap. Not taken in time, it goes to the next waiting.',
            values: { email, className: entry.strCategoryName },
          },
        ),
        confirm: i18n._(/*i18n*/ { id: 'Offer a place' }),
        done: () => i18n._(/*i18n*/ { id: 'Entry {number} offered a place.', values: { number } }),
      };
    case 'resend':
      return {
        title: i18n._(/*i18n*/ { id: 'Resend the mail of entry {number}?', values: { number } }),
        description:
          entry.strStatus === 'offered'
            ? i18n._(/*i18n*/ { id: 'The offer of a place is mailed to {email} again.', values: { email } })
            : i18n._(/*i18n*/ { id: 'The confirmation is mailed to {email} again.', values: { email } }),
        confirm: i18n._(/*i18n*/ { id: 'Resend' }),
        done: () => i18n._(/*i18n*/ { id: 'Mail sent again to {email}.', values: { email } }),
      };
    case 'refunded':
      return {
        title: i18n._(/*i18n*/ { id: 'Mark entry {number} refunded?', values: { number } }),
        description: i18n._(
          /*i18n*/ {
            id: 'Only once the {amount} has been given back, in Stripe’s dashboard or by hand. It cannot be undone.',
            values: { amount: moneyText(entry.intAmountCents, entry.strCurrency, i18n.locale) },
          },
        ),
        confirm: i18n._(/*i18n*/ { id: 'Mark refunded' }),
        done: () => i18n._(/*i18n*/ { id: 'Entry {number} marked refunded.', values: { number } }),
      };
  }
}

interface DecisionDialogProps {
  eventId: number;
  decision: { kind: OneStepDecision; entry: OrganiserEntry } | null;
  onClose: () => void;
}

/** Approve, offer a place, resend, mark refunded: one confirm each, the entrant mailed where the decision says so. */
export function DecisionDialog({ eventId, decision, onClose }: DecisionDialogProps) {
  const { i18n } = useLingui();
  const approve = useApproveEntryMutation(eventId);
  const offer = useOfferEntryMutation(eventId);
  const resend = useResendEntryMutation(eventId);
  const refunded = useMarkEntryRefundedMutation(eventId);
  const mutations = { approve, offer, resend, refunded };
  const wording = decision ? wordingOf(i18n, decision.kind, decision.entry) : null;
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);

  const confirm = () => {
    if (!decision || !wording) return;
    // A refusal (409: the entry moved on meanwhile) is shown in the server's words by the query client.
    mutations[decision.kind].mutate(decision.entry.intRegistrationId, {
      onSuccess: (after) => toast.success(wording.done(after)),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={decision !== null}
      title={wording?.title ?? ''}
      description={wording?.description ?? ''}
      confirmLabel={wording?.confirm ?? i18n._(/*i18n*/ { id: 'Confirm' })}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
