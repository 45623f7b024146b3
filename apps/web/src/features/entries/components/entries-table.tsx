import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { actionsFor, paidViaText, statusText, STATUS_TONE, type EntryAction } from '../lib/entry-status';
import { carText, receivedText, waitingText } from '../lib/entry-text';

const ACTION_TEXT: Readonly<Record<EntryAction, string>> = {
  approve: english(/*i18n*/ { id: 'Approve' }),
  offer: english(/*i18n*/ { id: 'Offer a place' }),
  resend: english(/*i18n*/ { id: 'Resend' }),
  move: english(/*i18n*/ { id: 'Move' }),
  reject: english(/*i18n*/ { id: 'Reject' }),
  refunded: english(/*i18n*/ { id: 'Mark refunded' }),
};

/** Each button's name, after the row: "Offer entry 12 a place". */
function actionName(i18n: I18n, action: EntryAction, number: number): string {
  switch (action) {
    case 'approve':
      return i18n._(/*i18n*/ { id: 'Approve entry {number}', values: { number } });
    case 'offer':
      return i18n._(/*i18n*/ { id: 'Offer entry {number} a place', values: { number } });
    case 'resend':
      return i18n._(/*i18n*/ { id: 'Resend the mail of entry {number}', values: { number } });
    case 'move':
      return i18n._(/*i18n*/ { id: 'Move entry {number}', values: { number } });
    case 'reject':
      return i18n._(/*i18n*/ { id: 'Reject entry {number}', values: { number } });
    case 'refunded':
      return i18n._(/*i18n*/ { id: 'Mark entry {number} refunded', values: { number } });
  }
}

/** An address that may break only after its @, never mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className="whitespace-nowrap">{email}</span>;
  return (
    <span className="whitespace-nowrap">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

interface Column {
  /** The header's English, translated where shown. */
  header: string;
  cell: (entry: OrganiserEntry, shown: { i18n: I18n; timeZone: string | undefined }) => ReactNode;
  className?: string;
}

const COLUMNS: Column[] = [
  { header: english(/*i18n*/ { id: 'No.' }), cell: (entry) => entry.intRegistrationId, className: 'tabular-nums' },
  {
    header: english(/*i18n*/ { id: 'Received' }),
    cell: (entry, { i18n, timeZone }) => {
      const received = receivedText(entry, i18n.locale, timeZone);
      return (
        <>
          <span className="block whitespace-nowrap">{received.date}</span>
          <span className="block text-xs text-slate-600">{received.time}</span>
        </>
      );
    },
  },
  {
    header: english(/*i18n*/ { id: 'Car' }),
    cell: (entry) => (
      <>
        <span className="block font-medium text-slate-900">{carText(entry)}</span>
        <span className="block text-xs whitespace-nowrap text-slate-600">{entry.strRegistrationNo}</span>
      </>
    ),
  },
  {
    header: english(/*i18n*/ { id: 'Owner' }),
    cell: (entry) => (
      <>
        <span className="block">{entry.strOwnerName}</span>
        <span className="block text-xs whitespace-nowrap text-slate-600">{entry.strPhone}</span>
      </>
    ),
  },
  { header: english(/*i18n*/ { id: 'E-mail' }), cell: (entry) => <EmailText email={entry.strEmail} /> },
  { header: english(/*i18n*/ { id: 'Class' }), cell: (entry) => entry.strCategoryName },
  {
    header: english(/*i18n*/ { id: 'Status' }),
    cell: (entry, { i18n }) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[entry.strStatus]}`}>
        {statusText(i18n, entry.strStatus)}
      </span>
    ),
  },
  {
    header: english(/*i18n*/ { id: 'Amount' }),
    cell: (entry, { i18n }) => moneyText(entry.intAmountCents, entry.strCurrency, i18n.locale),
    className: 'text-end whitespace-nowrap tabular-nums',
  },
  { header: english(/*i18n*/ { id: 'Paid via' }), cell: (entry, { i18n }) => paidViaText(i18n, entry) },
  { header: english(/*i18n*/ { id: 'Card no.' }), cell: (entry) => entry.strVehicleUniqueId ?? '—', className: 'whitespace-nowrap' },
  {
    // The place in the waiting list, not a state ("Waiting" elsewhere): a word of its own in some languages.
    header: english(/*i18n*/ { id: 'Waiting (place in the waiting list)', message: 'Waiting' }),
    cell: (entry, { i18n }) => waitingText(i18n, entry),
    className: 'text-end',
  },
];

interface EntriesTableProps {
  entries: OrganiserEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** A filter is on: the empty text says so. */
  filtered: boolean;
  onAction: (action: EntryAction, entry: OrganiserEntry) => void;
  /** The event's time zone, where the entries' times are read; the browser's until it is known. */
  timeZone?: string;
}

/**
 * The event's entries in arrival order, each with the decisions its status allows. Its own table,
 * not the shared DataTable: eleven columns and the buttons need its tighter cells to fit a laptop.
 */
export function EntriesTable({ entries, isLoading, isError, filtered, onAction, timeZone }: EntriesTableProps) {
  const { _, i18n } = useLingui();
  const shown = { i18n, timeZone };
  const state = isLoading
    ? _(/*i18n*/ { id: 'Loading entries...' })
    : isError
      ? _(/*i18n*/ { id: 'The entries could not be loaded.' })
      : !entries || entries.length === 0
        ? filtered
          ? _(/*i18n*/ { id: 'No entries match the filter.' })
          : _(/*i18n*/ { id: 'No entries yet.' })
        : null;
  return (
    // relative: the screen-reader-only header stays inside this scrolling box.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label={_(/*i18n*/ { id: 'Entries' })} className="w-full text-start text-[13px]">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.header} scope="col" className={`px-2 py-3 ${column.className ?? ''}`}>
                {translated(i18n, column.header)}
              </th>
            ))}
            <th scope="col" className="px-2 py-3">
              <span className="sr-only">{_(/*i18n*/ { id: 'Actions' })}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {state !== null ? (
            <tr>
              <td
                colSpan={COLUMNS.length + 1}
                className={`px-4 py-10 text-center ${isError && !isLoading ? 'text-red-600' : 'text-slate-500'}`}
              >
                {state}
              </td>
            </tr>
          ) : (
            entries?.map((entry) => (
              <tr key={entry.intRegistrationId} className="hover:bg-slate-50">
                {COLUMNS.map((column) => (
                  <td key={column.header} className={`px-2 py-2.5 align-middle text-slate-800 ${column.className ?? ''}`}>
                    {column.cell(entry, shown)}
                  </td>
                ))}
                <td className="px-2 py-2.5">
                  <div className="flex w-24 flex-col items-stretch gap-1.5">
                    {actionsFor(entry).map((action) => (
                      <button
                        key={action}
                        type="button"
                        aria-label={actionName(i18n, action, entry.intRegistrationId)}
                        onClick={() => onAction(action, entry)}
                        className={`rounded-md border px-2.5 py-1 text-xs font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-500 ${
                          action === 'reject'
                            ? 'border-red-200 bg-white text-red-700 hover:bg-red-50'
                            : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                        }`}
                      >
                        {translated(i18n, ACTION_TEXT[action])}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
