import { useState } from 'react';
import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import { LIMITS } from '@showgrid/shared/limits';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pagination } from '../../../components/pagination';
import type { JudgeSaved } from '../api/create-judge';
import { useDeleteJudgeMutation } from '../api/delete-judge';
import { useJudges } from '../api/get-judges';
import { useResetJudgePasswordMutation } from '../api/reset-judge-password';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { JudgeEventFilter } from './judge-event-filter';
import { JudgeFormModal } from './judge-form-modal';
import { JudgesTable } from './judges-table';
import { PasswordDialog, type ShownPassword } from './password-dialog';

type FormState = { open: false } | { open: true; judge: Judge | null };

/** A generated password to show once, under its title ("Initial password for Ada Lovelace"). */
function shownPassword(saved: JudgeSaved, titleOf: (name: string) => string): ShownPassword | null {
  if (!saved.strGeneratedPassword) return null;
  return {
    title: titleOf(saved.data.strFullName),
    password: saved.strGeneratedPassword,
    email: saved.data.strEmail,
    emailed: saved.blnEmailed,
  };
}

export function JudgesPage() {
  const { _ } = useLingui();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), LIMITS.searchDebounceMs);
  const [eventId, setEventId] = useState<number | null>(null);
  // The page belongs to one search: a new search starts again at page 1 without an extra render.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });

  const judges = useJudges({ page, search, eventId });
  const rows = judges.data?.data;

  const [form, setForm] = useState<FormState>({ open: false });
  const [password, setPassword] = useState<ShownPassword | null>(null);
  const [deleting, setDeleting] = useState<Judge | null>(null);
  const [resetting, setResetting] = useState<Judge | null>(null);
  const deleteJudge = useDeleteJudgeMutation();
  const resetPassword = useResetJudgePasswordMutation();

  const onCreated = (saved: JudgeSaved) => {
    toast.success(_(/*i18n*/ { id: 'Judge created' }));
    setPassword(shownPassword(saved, (name) => _(/*i18n*/ { id: 'Initial password for {name}', values: { name } })));
  };

  const confirmDelete = (judge: Judge) => {
    deleteJudge.mutate(judge.intJudgeId, {
      onSuccess: () => {
        toast.success(_(/*i18n*/ { id: 'Judge deleted' }));
        // The last row of a later page is gone: show the page before it.
        if (rows?.length === 1 && page > 1) setPage(page - 1);
      },
      onSettled: () => setDeleting(null),
    });
  };

  const confirmReset = (judge: Judge) => {
    resetPassword.mutate(judge.intJudgeId, {
      onSuccess: (saved) => {
        toast.success(_(/*i18n*/ { id: 'Password reset' }));
        setPassword(shownPassword(saved, (name) => _(/*i18n*/ { id: 'New password for {name}', values: { name } })));
      },
      onSettled: () => setResetting(null),
    });
  };

  return (
    <section className="flex flex-col gap-5 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{_(/*i18n*/ { id: 'Judges' })}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor="judge-search" className="sr-only">
            {_(/*i18n*/ { id: 'Search judges' })}
          </label>
          <input
            id="judge-search"
            type="search"
            placeholder={_(/*i18n*/ { id: 'Search judges' })}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="w-64 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-slate-200"
          />
          <JudgeEventFilter
            eventId={eventId}
            onChange={(next) => {
              setEventId(next);
              setPage(1);
            }}
          />
          <Button onClick={() => setForm({ open: true, judge: null })}>{_(/*i18n*/ { id: 'Add Judges' })}</Button>
        </div>
      </div>

      <JudgesTable
        judges={rows}
        isLoading={judges.isLoading}
        isError={judges.isError}
        onEdit={(judge) => setForm({ open: true, judge })}
        onResetPassword={setResetting}
        onDelete={setDeleting}
      />
      {judges.data && <Pagination page={judges.data.pagination.page} totalPages={judges.data.pagination.totalPages} onChange={setPage} />}

      <JudgeFormModal
        open={form.open}
        judge={form.open ? form.judge : null}
        onClose={() => setForm({ open: false })}
        onCreated={onCreated}
      />
      <PasswordDialog shown={password} onClose={() => setPassword(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={_(/*i18n*/ { id: 'Delete judge' })}
        description={_(
          /*i18n*/ { id: 'Delete {name}? They will be removed from their events.', values: { name: deleting?.strFullName ?? '' } },
        )}
        confirmLabel={_(/*i18n*/ { id: 'Delete' })}
        busy={deleteJudge.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        title={_(/*i18n*/ { id: 'Reset password' })}
        description={_(
          /*i18n*/ {
            id: 'Generate a new password for {name}? The current one stops working and their sessions end.',
            values: { name: resetting?.strFullName ?? '' },
          },
        )}
        confirmLabel={_(/*i18n*/ { id: 'Reset password' })}
        busy={resetPassword.isPending}
        onConfirm={() => resetting && confirmReset(resetting)}
        onCancel={() => setResetting(null)}
      />
    </section>
  );
}
