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

const COLUMNS: Column<Judge>[] = [
  {
    header: 'Photo',
    className: 'w-20',
    cell: (judge) => <JudgeAvatar name={judge.strFullName} url={judge.profilePicture} />,
  },
  {
    header: 'Judge Name',
    cell: (judge) => (
      <div className="flex flex-col">
        <span className="font-semibold text-slate-900">{judge.strFullName}</span>
        {judge.strTitle && <span className="text-slate-600">{judge.strTitle}</span>}
        <span className="font-mono text-xs text-slate-500">{judge.strJudgeCode}</span>
      </div>
    ),
  },
  {
    header: 'Contact Details',
    cell: (judge) => <span className="break-all">{judge.strEmail}</span>,
  },
];

export function JudgesTable({ judges, isLoading, isError, onEdit, onResetPassword, onDelete }: JudgesTableProps) {
  return (
    <DataTable
      label="Judges"
      columns={COLUMNS}
      rows={judges}
      rowKey={(judge) => judge.intJudgeId}
      isLoading={isLoading}
      isError={isError}
      loadingText="Loading judges..."
      errorText="Error loading judges"
      emptyText="No judges found"
      actions={(judge) => (
        <RowActions name={judge.strFullName} onEdit={() => onEdit(judge)} onDelete={() => onDelete(judge)}>
          <button
            type="button"
            aria-label={`Reset password for ${judge.strFullName}`}
            title={`Reset password for ${judge.strFullName}`}
            onClick={() => onResetPassword(judge)}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-500"
          >
            <Icon name="key" />
          </button>
        </RowActions>
      )}
    />
  );
}
