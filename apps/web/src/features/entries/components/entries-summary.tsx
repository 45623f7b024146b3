import type { ReactNode } from 'react';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { EntriesMoney, EntriesSummary } from '@showgrid/shared/schemas/entries';
import { REGISTRATION_STATUSES } from '@showgrid/shared/schemas/registration';
import { SectionCard } from '../../../components/section-card';
import { STATUS_TEXT } from '../lib/entry-status';

type SummaryClass = EntriesSummary['arrClasses'][number];

const TH = 'px-3 py-2 font-semibold';
const TD = 'px-3 py-2';

/** "3 Confirmed · 1 Waiting list": the class's entries by status, those with none left out. */
function countsText(counts: SummaryClass['objCounts']): string {
  const parts = REGISTRATION_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map(
    (status) => `${String(counts[status] ?? 0)} ${STATUS_TEXT[status]}`,
  );
  return parts.length === 0 ? 'No entries' : parts.join(' · ');
}

const capText = (cap: number | null) => (cap === null ? 'No limit' : String(cap));
const leftText = (left: number | null) => (left === null ? '—' : String(left));

/** Above the entries: the places held and left per class and at the whole show, and the money per class and in total. */
export function EntriesSummaryCards({ summary }: { summary: EntriesSummary }) {
  const money = (value: number) => moneyText(value, summary.strCurrency);
  return (
    <div className="grid gap-6 xl:grid-cols-5">
      <SummaryCard className="xl:col-span-2" title="Places" headingId="entries-places" columns={PLACES_COLUMNS}>
        <tbody className="divide-y divide-slate-100">
          {summary.arrClasses.map((row) => (
            <tr key={row.intCategoryId}>
              <th scope="row" className={`${TD} font-medium text-slate-900`}>
                {row.strCategoryName || `Class ${String(row.intCategoryId)}`}
              </th>
              <td className={`${TD} text-right`}>{row.intHeld}</td>
              <td className={`${TD} text-right`}>{capText(row.intCap)}</td>
              <td className={`${TD} text-right font-semibold`}>{leftText(row.intPlacesLeft)}</td>
              <td className={`${TD} text-slate-700`}>{countsText(row.objCounts)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200">
          <tr>
            <th scope="row" className={`${TD} font-semibold text-slate-900`}>
              Whole show
            </th>
            <td className={`${TD} text-right font-semibold`}>{summary.intHeld}</td>
            <td className={`${TD} text-right font-semibold`}>{capText(summary.intEventCap)}</td>
            <td className={`${TD} text-right font-semibold`}>{leftText(summary.intPlacesLeft)}</td>
            <td className={TD} />
          </tr>
        </tfoot>
      </SummaryCard>
      <SummaryCard
        className="xl:col-span-3"
        title="Money"
        headingId="entries-money"
        columns={MONEY_COLUMNS.map(([, label]) => ({ label, numeric: true }))}
      >
        <tbody className="divide-y divide-slate-100">
          {summary.arrClasses.map((row) => (
            <MoneyRow key={row.intCategoryId} label={row.strCategoryName} money={row.objMoney} format={money} />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold">
          <MoneyRow label="Total" money={summary.objMoney} format={money} />
        </tfoot>
      </SummaryCard>
    </div>
  );
}

interface Column {
  label: string;
  /** Right-aligned, as the numbers under it. */
  numeric?: boolean;
}

/** The Places table's columns after the class. */
const PLACES_COLUMNS: readonly Column[] = [
  { label: 'Held', numeric: true },
  { label: 'Cap', numeric: true },
  { label: 'Left', numeric: true },
  { label: 'Entries' },
];

interface SummaryCardProps {
  /** The card's width in the summary's grid. */
  className: string;
  title: string;
  headingId: string;
  /** The columns after the class, the first. */
  columns: readonly Column[];
  /** The table's body and foot. */
  children: ReactNode;
}

/** One card of the summary: a table per class, named by the card's heading, scrolling sideways where it does not fit. */
function SummaryCard({ className, title, headingId, columns, children }: SummaryCardProps) {
  return (
    <div className={className}>
      <SectionCard title={title} headingId={headingId}>
        <div className="overflow-x-auto">
          <table aria-labelledby={headingId} className="w-full text-left text-sm">
            <thead className="text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className={TH}>
                  Class
                </th>
                {columns.map(({ label, numeric }) => (
                  <th key={label} scope="col" className={numeric ? `${TH} text-right` : TH}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            {children}
          </table>
        </div>
      </SectionCard>
    </div>
  );
}

const MONEY_COLUMNS: readonly (readonly [keyof EntriesMoney, string])[] = [
  ['intPaidOnlineCents', 'Paid online'],
  ['intPaidGateCents', 'Paid at the gate'],
  ['intUnpaidCents', 'Unpaid'],
  ['intRefundDueCents', 'Refund due'],
  ['intRefundedCents', 'Refunded'],
];

function MoneyRow({ label, money, format }: { label: string; money: EntriesMoney; format: (cents: number) => string }) {
  return (
    <tr>
      <th scope="row" className={`${TD} font-medium text-slate-900`}>
        {label}
      </th>
      {MONEY_COLUMNS.map(([key]) => (
        <td
          key={key}
          className={`${TD} text-right whitespace-nowrap ${key === 'intRefundDueCents' && money[key] > 0 ? 'text-red-700' : ''}`}
        >
          {format(money[key])}
        </td>
      ))}
    </tr>
  );
}
