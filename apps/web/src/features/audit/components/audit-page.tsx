import { Fragment, useState } from 'react';
import { AUDIT_ENTITIES, type AuditEntry } from '@showgrid/shared/schemas/audit';
import { EmptyMessage } from '../../../components/empty-message';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/pagination';
import { AdminPage } from '../../../components/section-card';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { diffOf } from '../lib/diff';
import { kindsLabel, recordLabel } from '../lib/record-labels';

const TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A datetime-local value as an instant in the browser's zone; '' for none. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * /admin/audit: who changed what and when (the audit log the API keeps), narrowed by kind of
 * record, person and time; each change opens to the fields it touched, before and after.
 */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({ page: 1, entity: '', user: '', from: '', to: '' });
  const [fromLocal, setFromLocal] = useState('');
  const [toLocal, setToLocal] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const audit = useAudit(filters);
  const narrow = (change: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));

  return (
    <AdminPage
      title="Audit log"
      description="Every change to events, vehicles, judges, scores, votes and the gate: who made it, when, and what it changed."
    >
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Record
          <select
            value={filters.entity}
            onChange={(change) => narrow({ entity: change.target.value })}
            className="rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
          >
            <option value="">All records</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {kindsLabel(entity)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Person
          <input
            type="search"
            value={filters.user}
            placeholder="Name or e-mail"
            onChange={(change) => narrow({ user: change.target.value })}
            className="rounded-md border border-slate-300 px-3 py-2.5 text-base text-slate-900"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          From
          <input
            type="datetime-local"
            value={fromLocal}
            onChange={(change) => {
              setFromLocal(change.target.value);
              narrow({ from: instantOf(change.target.value) });
            }}
            className="rounded-md border border-slate-300 px-3 py-2.5 text-base text-slate-900"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          To
          <input
            type="datetime-local"
            value={toLocal}
            onChange={(change) => {
              setToLocal(change.target.value);
              narrow({ to: instantOf(change.target.value) });
            }}
            className="rounded-md border border-slate-300 px-3 py-2.5 text-base text-slate-900"
          />
        </label>
      </div>

      {audit.isError ? (
        <p className="text-red-600">Failed to fetch the audit log.</p>
      ) : !audit.data ? (
        <p className="text-slate-500">Loading...</p>
      ) : audit.data.data.length === 0 ? (
        <EmptyMessage text="No changes match." />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table aria-label="Audit log" className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th className="px-4 py-3">When</th>
                <th className="px-4 py-3">Who</th>
                <th className="px-4 py-3">Action</th>
                <th className="px-4 py-3">Record</th>
                <th className="px-4 py-3">
                  <span className="sr-only">Changes</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {audit.data.data.map((entry) => (
                <Fragment key={entry.intAuditId}>
                  <tr>
                    <td className="px-4 py-2.5 whitespace-nowrap">{TIME.format(new Date(entry.strAt))}</td>
                    <td className="px-4 py-2.5">
                      {entry.strUserName ?? (entry.intUserId === null ? 'Deleted user' : `User ${String(entry.intUserId)}`)}
                    </td>
                    <td className="px-4 py-2.5">{entry.strAction}</td>
                    <td className="px-4 py-2.5">{recordLabel(entry)}</td>
                    <td className="px-4 py-2.5 text-right">
                      <Button
                        variant="secondary"
                        aria-expanded={open === entry.intAuditId}
                        aria-label={`Changes of ${recordLabel(entry)} at ${TIME.format(new Date(entry.strAt))}`}
                        onClick={() => setOpen(open === entry.intAuditId ? null : entry.intAuditId)}
                      >
                        {open === entry.intAuditId ? 'Hide' : 'Changes'}
                      </Button>
                    </td>
                  </tr>
                  {open === entry.intAuditId && (
                    <tr>
                      <td colSpan={5} className="bg-slate-50 px-4 py-3">
                        <ChangeTable entry={entry} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.data?.pagination && (
        <Pagination
          page={filters.page}
          totalPages={audit.data.pagination.totalPages}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      )}
    </AdminPage>
  );
}

function ChangeTable({ entry }: { entry: AuditEntry }) {
  const changes = diffOf(entry.objBefore, entry.objAfter);
  if (changes.length === 0) return <p className="text-sm text-slate-600">No field changed.</p>;
  return (
    <table aria-label={`Changes of ${recordLabel(entry)}`} className="w-full text-left text-sm">
      <thead className="text-xs font-semibold text-slate-500">
        <tr>
          <th className="py-1 pr-4">Field</th>
          <th className="py-1 pr-4">Before</th>
          <th className="py-1">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="align-top">
            <td className="py-1 pr-4 font-mono text-xs text-slate-700">{change.field}</td>
            <td className="py-1 pr-4 break-all text-red-800">{change.before}</td>
            <td className="py-1 break-all text-green-800">{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
