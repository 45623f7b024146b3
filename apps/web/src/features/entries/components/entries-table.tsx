import type { ReactNode } from 'react';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { actionsFor, paidViaText, STATUS_TEXT, STATUS_TONE, type EntryAction } from '../lib/entry-status';
import { carText, entryName, receivedText, waitingText } from '../lib/entry-text';

const ACTION_TEXT: Readonly<Record<EntryAction, string>> = {
  approve: 'Approve',
  offer: 'Offer a place',
  resend: 'Resend',
  move: 'Move',
  reject: 'Reject',
  refunded: 'Mark refunded',
};

/** Each button's name, after the row: "Offer entry 12 a place". */
const ACTION_NAME: Readonly<Record<EntryAction, (entry: string) => string>> = {
  approve: (entry) => `Approve ${entry}`,
  offer: (entry) => `Offer ${entry} a place`,
  resend: (entry) => `Resend the mail of ${entry}`,
  move: (entry) => `Move ${entry}`,
  reject: (entry) => `Reject ${entry}`,
  refunded: (entry) => `Mark ${entry} refunded`,
};

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
  header: string;
  cell: (entry: OrganiserEntry) => ReactNode;
  className?: string;
}

const COLUMNS: Column[] = [
  { header: 'No.', cell: (entry) => entry.intRegistrationId, className: 'tabular-nums' },
  {
    header: 'Received',
    cell: (entry) => (
      <>
        <span className="block whitespace-nowrap">{receivedText(entry).date}</span>
        <span className="block text-xs text-slate-600">{receivedText(entry).time}</span>
      </>
    ),
  },
  {
    header: 'Car',
    cell: (entry) => (
      <>
        <span className="block font-medium text-slate-900">{carText(entry)}</span>
        <span className="block text-xs whitespace-nowrap text-slate-600">{entry.strRegistrationNo}</span>
      </>
    ),
  },
  {
    header: 'Owner',
    cell: (entry) => (
      <>
        <span className="block">{entry.strOwnerName}</span>
        <span className="block text-xs whitespace-nowrap text-slate-600">{entry.strPhone}</span>
      </>
    ),
  },
  { header: 'E-mail', cell: (entry) => <EmailText email={entry.strEmail} /> },
  { header: 'Class', cell: (entry) => entry.strCategoryName },
  {
    header: 'Status',
    cell: (entry) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[entry.strStatus]}`}>
        {STATUS_TEXT[entry.strStatus]}
      </span>
    ),
  },
  {
    header: 'Amount',
    cell: (entry) => moneyText(entry.intAmountCents, entry.strCurrency),
    className: 'text-right whitespace-nowrap tabular-nums',
  },
  { header: 'Paid via', cell: paidViaText },
  { header: 'Card no.', cell: (entry) => entry.strVehicleUniqueId ?? '—', className: 'whitespace-nowrap' },
  { header: 'Waiting', cell: waitingText, className: 'text-right' },
];

interface EntriesTableProps {
  entries: OrganiserEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** A filter is on: the empty text says so. */
  filtered: boolean;
  onAction: (action: EntryAction, entry: OrganiserEntry) => void;
}

/**
 * The event's entries in arrival order, each with the decisions its status allows. Its own table,
 * not the shared DataTable: eleven columns and the buttons need its tighter cells to fit a laptop.
 */
export function EntriesTable({ entries, isLoading, isError, filtered, onAction }: EntriesTableProps) {
  const state = isLoading
    ? 'Loading entries...'
    : isError
      ? 'The entries could not be loaded.'
      : !entries || entries.length === 0
        ? filtered
          ? 'No entries match the filter.'
          : 'No entries yet.'
        : null;
  return (
    // relative: the screen-reader-only header stays inside this scrolling box.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label="Entries" className="w-full text-left text-[13px]">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.header} scope="col" className={`px-2 py-3 ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-2 py-3">
              <span className="sr-only">Actions</span>
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
                    {column.cell(entry)}
                  </td>
                ))}
                <td className="px-2 py-2.5">
                  <div className="flex w-24 flex-col items-stretch gap-1.5">
                    {actionsFor(entry).map((action) => (
                      <button
                        key={action}
                        type="button"
                        aria-label={ACTION_NAME[action](entryName(entry).toLowerCase())}
                        onClick={() => onAction(action, entry)}
                        className={`rounded-md border px-2.5 py-1 text-xs font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-500 ${
                          action === 'reject'
                            ? 'border-red-200 bg-white text-red-700 hover:bg-red-50'
                            : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                        }`}
                      >
                        {ACTION_TEXT[action]}
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
