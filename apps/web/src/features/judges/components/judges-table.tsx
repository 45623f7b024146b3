import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { DataTable, type Column } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';
import { JudgeAvatar } from './judge-avatar';
import { Icon } from '../../../components/icon';

interface JudgesTableProps {
  judges: Judge[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onEdit: (judge: Judge) => void;
  onResetPassword: (judge: Judge) => void;
  onDelete: (judge: Judge) => void;
}

/** The table's columns, headed in the reader's language. */
const columnsOf = (i18n: I18n): Column<Judge>[] => [
  {
    header: i18n._(/*i18n*/ { id: 'Photo' }),
    className: 'w-20',
    cell: (judge) => <JudgeAvatar name={judge.strFullName} url={judge.profilePicture} />,
  },
  {
    header: i18n._(/*i18n*/ { id: 'Judge Name' }),
    cell: (judge) => (
      <div className="flex flex-col">
        <span className="font-semibold text-slate-900">{judge.strFullName}</span>
        {judge.strTitle && <span className="text-slate-600">{judge.strTitle}</span>}
        <span className="font-mono text-xs text-slate-500">{judge.strJudgeCode}</span>
      </div>
    ),
  },
  {
    header: i18n._(/*i18n*/ { id: 'Contact Details' }),
    cell: (judge) => <span className="break-all">{judge.strEmail}</span>,
  },
];

export function JudgesTable({ judges, isLoading, isError, onEdit, onResetPassword, onDelete }: JudgesTableProps) {
  const { _, i18n } = useLingui();
  return (
    <DataTable
      label={_(/*i18n*/ { id: 'Judges' })}
      columns={columnsOf(i18n)}
      rows={judges}
      rowKey={(judge) => judge.intJudgeId}
      isLoading={isLoading}
      isError={isError}
      loadingText={_(/*i18n*/ { id: 'Loading judges...' })}
      errorText={_(/*i18n*/ { id: 'Error loading judges' })}
      emptyText={_(/*i18n*/ { id: 'No judges found' })}
      actions={(judge) => {
        const reset = _(/*i18n*/ { id: 'Reset password for {name}', values: { name: judge.strFullName } });
        return (
          <RowActions name={judge.strFullName} onEdit={() => onEdit(judge)} onDelete={() => onDelete(judge)}>
            <button
              type="button"
              aria-label={reset}
              title={reset}
              onClick={() => onResetPassword(judge)}
              className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-500"
            >
              <Icon name="key" />
            </button>
          </RowActions>
        );
      }}
    />
  );
}
