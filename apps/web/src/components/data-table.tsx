import type { ReactNode } from 'react';
import { useSay } from './use-say';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isLoading: boolean;
  isError: boolean;
  /** SPEC's texts, e.g. "Loading judges...", "Error loading judges", "No judges found". */
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** Edit / delete buttons of a row, shown in a last, unlabelled column. */
  actions?: (row: Row) => ReactNode;
}

/** A list table with SPEC's loading, error and empty states in place of the rows. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  isLoading,
  isError,
  loadingText,
  errorText,
  emptyText,
  actions,
}: DataTableProps<Row>) {
  const say = useSay();
  const span = columns.length + (actions ? 1 : 0);
  const state = isLoading ? loadingText : isError ? errorText : !rows || rows.length === 0 ? emptyText : null;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table aria-label={label} className="w-full text-start text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-3 ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-4 py-3 text-end">
                <span className="sr-only">{say(/*i18n*/ { id: 'Actions' })}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {state !== null ? (
            <tr>
              <td colSpan={span} className={`px-4 py-10 text-center ${isError && !isLoading ? 'text-red-600' : 'text-slate-500'}`}>
                {state}
              </td>
            </tr>
          ) : (
            rows?.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((column) => (
                  <td key={column.header} className={`px-4 py-3 align-middle text-slate-800 ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && <td className="px-4 py-3 text-end whitespace-nowrap">{actions(row)}</td>}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
