import toast from 'react-hot-toast';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useApproveEntryMutation } from '../api/approve-entry';
import { useMarkEntryRefundedMutation } from '../api/mark-entry-refunded';
import { useOfferEntryMutation } from '../api/offer-entry';
import { useResendEntryMutation } from '../api/resend-entry';
import { STATUS_TEXT } from '../lib/entry-status';
import { carText, entryName } from '../lib/entry-text';

export type OneStepDecision = 'approve' | 'offer' | 'resend' | 'refunded';

interface Wording {
  title: string;
  description: string;
  confirm: string;
  done: (after: OrganiserEntry) => string;
}

function wordingOf(decision: OneStepDecision, entry: OrganiserEntry): Wording {
  const name = entryName(entry);
  const lower = name.toLowerCase();
  switch (decision) {
    case 'approve':
      return {
        title: `Approve ${lower}?`,
        description: `${entry.strOwnerName}’s ${carText(entry)}. Paying at the gate, or with nothing to pay, it is confirmed; paying online, it is offered a place to pay for within 48 hours. ${entry.strEmail} is mailed.`,
        confirm: 'Approve',
        done: (after) => `${name}: ${STATUS_TEXT[after.strStatus]}.`,
      };
    case 'offer':
      return {
        title: `Offer ${lower} a place?`,
        description: `${entry.strEmail} is mailed a place in ${entry.strCategoryName} for 48 hours, even over the class’s cap. Not taken in time, it goes to the next waiting.`,
        confirm: 'Offer a place',
        done: () => `${name} offered a place.`,
      };
    case 'resend':
      return {
        title: `Resend the mail of ${lower}?`,
        description: `${entry.strStatus === 'offered' ? 'The offer of a place' : 'The confirmation'} is mailed to ${entry.strEmail} again.`,
        confirm: 'Resend',
        done: () => `Mail sent again to ${entry.strEmail}.`,
      };
    case 'refunded':
      return {
        title: `Mark ${lower} refunded?`,
        description: `Only once the ${moneyText(entry.intAmountCents, entry.strCurrency)} has been given back, in Stripe’s dashboard or by hand. It cannot be undone.`,
        confirm: 'Mark refunded',
        done: () => `${name} marked refunded.`,
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
  const approve = useApproveEntryMutation(eventId);
  const offer = useOfferEntryMutation(eventId);
  const resend = useResendEntryMutation(eventId);
  const refunded = useMarkEntryRefundedMutation(eventId);
  const mutations = { approve, offer, resend, refunded };
  const wording = decision ? wordingOf(decision.kind, decision.entry) : null;
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
      confirmLabel={wording?.confirm ?? 'Confirm'}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
