import { useLingui } from '@lingui/react';
import { Fragment, useState } from 'react';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { AUDIT_ENTITIES, type AuditEntry } from '@showgrid/shared/schemas/audit';
import { EmptyMessage } from '../../../components/empty-message';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/pagination';
import { AdminPage } from '../../../components/section-card';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { diffOf } from '../lib/diff';
import { actionLabel, kindsLabel, recordLabel, SYSTEM_ACTOR } from '../lib/record-labels';

/** "1 May 2030, 10:00:05" in the reader's language (English as it has always read), in the browser's zone: the trail spans every show. */
const timeOf = (i18n: I18n, iso: string): string =>
  new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));

/** Who made a change: the server's "System" in the reader's language, a deleted person as such. */
function whoOf(i18n: I18n, entry: AuditEntry): string {
  const name = entry.strUserName ?? null;
  if (name !== null) return entry.intUserId === null && name === SYSTEM_ACTOR ? translated(i18n, SYSTEM_ACTOR) : name;
  return entry.intUserId === null
    ? i18n._(/*i18n*/ { id: 'Deleted user' })
    : i18n._(/*i18n*/ { id: 'User {id}', values: { id: String(entry.intUserId) } });
}

/** A datetime-local value as an instant in the browser's zone; '' for none. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * /admin/audit: who changed what and when (the audit log the API keeps), narrowed by kind of
 * record, person and time; each change opens to the fields it touched, before and after.
 */
export function AuditPage() {
  const { _, i18n } = useLingui();
  const [filters, setFilters] = useState<AuditFilters>({ page: 1, entity: '', user: '', from: '', to: '' });
  const [fromLocal, setFromLocal] = useState('');
  const [toLocal, setToLocal] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const audit = useAudit(filters);
  const narrow = (change: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));

  return (
    <AdminPage
      title={_(/*i18n*/ { id: 'Audit log' })}
      description={_(
        /*i18n*/ { id: 'Every change to events, vehicles, judges, scores, votes and the gate: who made it, when, and what it changed.' },
      )}
    >
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {_(/*i18n*/ { id: 'Record' })}
          <select
            value={filters.entity}
            onChange={(change) => narrow({ entity: change.target.value })}
            className="rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
          >
            <option value="">{_(/*i18n*/ { id: 'All records' })}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {kindsLabel(i18n, entity)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {_(/*i18n*/ { id: 'Person' })}
          <input
            type="search"
            value={filters.user}
            placeholder={_(/*i18n*/ { id: 'Name or e-mail' })}
            onChange={(change) => narrow({ user: change.target.value })}
            className="rounded-md border border-slate-300 px-3 py-2.5 text-base text-slate-900"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {_(/*i18n*/ { id: 'From' })}
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
          {_(/*i18n*/ { id: 'To' })}
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
        <p className="text-red-600">{_(/*i18n*/ { id: 'Failed to fetch the audit log.' })}</p>
      ) : !audit.data ? (
        <p className="text-slate-500">{_(/*i18n*/ { id: 'Loading...' })}</p>
      ) : audit.data.data.length === 0 ? (
        <EmptyMessage text={_(/*i18n*/ { id: 'No changes match.' })} />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table aria-label={_(/*i18n*/ { id: 'Audit log' })} className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'When' })}</th>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'Who' })}</th>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'Action' })}</th>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'Record' })}</th>
                <th className="px-4 py-3">
                  <span className="sr-only">{_(/*i18n*/ { id: 'Changes' })}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {audit.data.data.map((entry) => (
                <Fragment key={entry.intAuditId}>
                  <tr>
                    <td className="px-4 py-2.5 whitespace-nowrap">{timeOf(i18n, entry.strAt)}</td>
                    <td className="px-4 py-2.5">{whoOf(i18n, entry)}</td>
                    <td className="px-4 py-2.5">{actionLabel(i18n, entry.strAction)}</td>
                    <td className="px-4 py-2.5">{recordLabel(i18n, entry)}</td>
                    <td className="px-4 py-2.5 text-end">
                      <Button
                        variant="secondary"
                        aria-expanded={open === entry.intAuditId}
                        aria-label={_(
                          /*i18n*/ {
                            id: 'Changes of {record} at {when}',
                            values: { record: recordLabel(i18n, entry), when: timeOf(i18n, entry.strAt) },
                          },
                        )}
                        onClick={() => setOpen(open === entry.intAuditId ? null : entry.intAuditId)}
                      >
                        {open === entry.intAuditId ? _(/*i18n*/ { id: 'Hide' }) : _(/*i18n*/ { id: 'Changes' })}
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
  const { _, i18n } = useLingui();
  const changes = diffOf(entry.objBefore, entry.objAfter);
  if (changes.length === 0) return <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No field changed.' })}</p>;
  return (
    <table
      aria-label={_(/*i18n*/ { id: 'Changes of {record}', values: { record: recordLabel(i18n, entry) } })}
      className="w-full text-start text-sm"
    >
      <thead className="text-xs font-semibold text-slate-500">
        <tr>
          <th className="py-1 pe-4">{_(/*i18n*/ { id: 'Field' })}</th>
          <th className="py-1 pe-4">{_(/*i18n*/ { id: 'Before' })}</th>
          <th className="py-1">{_(/*i18n*/ { id: 'After' })}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="align-top">
            <td className="py-1 pe-4 font-mono text-xs text-slate-700">{change.field}</td>
            <td className="py-1 pe-4 break-all text-red-800">{change.before}</td>
            <td className="py-1 break-all text-green-800">{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
