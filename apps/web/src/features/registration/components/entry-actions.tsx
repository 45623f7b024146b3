import { useState } from 'react';
import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import { translated } from '@showgrid/shared/i18n/translate';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { Button } from '../../../components/button';
import { useDownloadEntryFileMutation, type EntryFile } from '../api/download-entry-file';
import { useWithdrawEntryMutation } from '../api/withdraw-entry';
import { MESSAGES } from '../lib/messages';
import { EditEntryDialog } from './edit-entry-dialog';
import { WithdrawDialog } from './withdraw-dialog';

/** Still in the show: its details may be corrected and it may be withdrawn (the server says when too late). */
const standing = (entry: RegistrationView) => entry.strStatus !== 'withdrawn' && entry.strStatus !== 'rejected';

/** What the entrant can do with one entry now: its card, its score sheet, Edit, Withdraw. */
export function EntryActions({ entry }: { entry: RegistrationView }) {
  const { _, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const download = useDownloadEntryFileMutation();
  const withdraw = useWithdrawEntryMutation();
  const hasCard = entry.strStatus === 'confirmed' && entry.strVehicleUniqueId !== null;
  if (!standing(entry) && !entry.blnScoreSheetReady) return null;

  const downloading = (file: EntryFile) => download.isPending && download.variables.file === file;
  const confirmWithdraw = () => {
    withdraw.mutate(entry.intRegistrationId, {
      onSuccess: () => toast.success(translated(i18n, MESSAGES.withdrawn)),
      // A refusal is said by the mutation's meta; the dialog has nothing more to ask.
      onSettled: () => setWithdrawing(false),
    });
  };

  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
      {hasCard && (
        <Button loading={downloading('card')} onClick={() => download.mutate({ file: 'card', entry })}>
          {_(/*i18n*/ { id: 'Download card' })}
        </Button>
      )}
      {entry.blnScoreSheetReady && (
        <Button loading={downloading('score-sheet')} onClick={() => download.mutate({ file: 'score-sheet', entry })}>
          {_(/*i18n*/ { id: 'Score sheet' })}
        </Button>
      )}
      {standing(entry) && (
        <>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {_(/*i18n*/ { id: 'Edit' })}
          </Button>
          <Button variant="secondary" onClick={() => setWithdrawing(true)}>
            {_(/*i18n*/ { id: 'Withdraw' })}
          </Button>
          <EditEntryDialog entry={entry} open={editing} onClose={() => setEditing(false)} />
          <WithdrawDialog
            entry={entry}
            open={withdrawing}
            busy={withdraw.isPending}
            onConfirm={confirmWithdraw}
            onCancel={() => setWithdrawing(false)}
          />
        </>
      )}
    </div>
  );
}
