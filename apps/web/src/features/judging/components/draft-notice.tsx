import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeviceWritesFailing } from '../../../lib/idb';

export const DRAFT_KEPT = 'Draft kept on this tablet';
export const DRAFT_NOT_KEPT = 'Draft not kept on this tablet';

interface DraftNoticeProps {
  /** Whether the sheet was submitted before: the discard then goes back to it, else to a blank sheet. */
  submittedBefore: boolean;
  onDiscard: () => void;
}

/**
 * Tells the judge their unsubmitted changes are kept on the tablet (a turn, a reload or another page
 * will not lose them), and offers to discard them, after a confirmation (ADR 030).
 */
export function DraftNotice({ submittedBefore, onDiscard }: DraftNoticeProps) {
  const [asking, setAsking] = useState(false);
  // The device refusing writes (storage full): the draft is only in the page, as the warning above says.
  const notKept = useDeviceWritesFailing();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3">
      {notKept ? (
        <p className="min-w-0 flex-1 text-amber-900">
          <span className="font-semibold">{DRAFT_NOT_KEPT}</span> · not submitted yet, and lost if this page reloads or closes.
        </p>
      ) : (
        <p className="min-w-0 flex-1 text-amber-900">
          <span className="font-semibold">{DRAFT_KEPT}</span> · not submitted yet. It stays here if the tablet is turned, reloaded or you
          open another page.
        </p>
      )}
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Discard changes
      </Button>
      <ConfirmDialog
        open={asking}
        title="Discard changes?"
        description={
          submittedBefore
            ? 'Your changes to this sheet are lost, and it goes back to the scores you last submitted.'
            : 'Your scores and note on this sheet are lost, and it goes back to blank.'
        }
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setAsking(false);
          onDiscard();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
