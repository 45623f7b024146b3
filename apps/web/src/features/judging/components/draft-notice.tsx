import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeviceWritesFailing } from '../../../lib/idb';

export const DRAFT_KEPT = english(/*i18n*/ { id: 'Draft kept on this tablet' });
export const DRAFT_NOT_KEPT = english(/*i18n*/ { id: 'Draft not kept on this tablet' });

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
  const { _ } = useLingui();
  const [asking, setAsking] = useState(false);
  // The device refusing writes (storage full): the draft is only in the page, as the warning above says.
  const notKept = useDeviceWritesFailing();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3">
      {notKept ? (
        <p className="min-w-0 flex-1 text-amber-900">
          <Trans
            id="<0>{draft}</0> · not submitted yet, and lost if this page reloads or closes."
            values={{ draft: _(DRAFT_NOT_KEPT) }}
            components={{ 0: <span className="font-semibold" /> }}
          />
        </p>
      ) : (
        <p className="min-w-0 flex-1 text-amber-900">
          <Trans
            id="<0>{draft}</0> · not submitted yet. It stays here if the tablet is turned, reloaded or you open another page."
            values={{ draft: _(DRAFT_KEPT) }}
            components={{ 0: <span className="font-semibold" /> }}
          />
        </p>
      )}
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {_(/*i18n*/ { id: 'Discard changes' })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={_(/*i18n*/ { id: 'Discard changes?' })}
        description={
          submittedBefore
            ? _(/*i18n*/ { id: 'Your changes to this sheet are lost, and it goes back to the scores you last submitted.' })
            : _(/*i18n*/ { id: 'Your scores and note on this sheet are lost, and it goes back to blank.' })
        }
        confirmLabel={_(/*i18n*/ { id: 'Discard changes' })}
        cancelLabel={_(/*i18n*/ { id: 'Keep editing' })}
        onConfirm={() => {
          setAsking(false);
          onDiscard();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
