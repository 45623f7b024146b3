import { Trans, useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import { translated } from '@showgrid/shared/i18n/translate';
import { Button } from '../../../components/button';
import { useEntrantMe } from '../api/get-entrant-me';
import { useSignOutEntrantMutation } from '../api/sign-out-entrant';
import { MESSAGES } from '../lib/messages';
import { useEntryDraftStore } from '../stores/entry-draft-store';

/** Who the entries belong to, and Sign out (a shared phone, another address): then the sign-in again. */
export function EntrantAccount() {
  const { _, i18n } = useLingui();
  const me = useEntrantMe({ enabled: true });
  const signOut = useSignOutEntrantMutation();
  const dropDrafts = useEntryDraftStore((state) => state.dropAll);

  const leave = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      return; // The mutation's meta has said why.
    }
    // A shared phone: the next person finds nothing of this one's drafts.
    dropDrafts();
    toast.success(translated(i18n, MESSAGES.signedOut));
  };

  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <p className="min-w-0 text-sm text-slate-600">
        {me.data === undefined ? (
          _(/*i18n*/ { id: 'Signed in' })
        ) : (
          // The address on a line of its own: a phone's width holds a whole address there, so it breaks only if it must.
          <Trans
            id="Signed in as <0>{email}</0>"
            values={{ email: me.data }}
            components={{ 0: <span className="block font-semibold break-words text-slate-900" /> }}
          />
        )}
      </p>
      <Button variant="secondary" loading={signOut.isPending} onClick={() => void leave()} className="shrink-0">
        {_(/*i18n*/ { id: 'Sign out' })}
      </Button>
    </div>
  );
}
