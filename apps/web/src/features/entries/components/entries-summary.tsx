import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { EntriesMoney, EntriesSummary } from '@showgrid/shared/schemas/entries';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@showgrid/shared/schemas/registration';
import { SectionCard } from '../../../components/section-card';

type SummaryClass = EntriesSummary['arrClasses'][number];

const TH = 'px-3 py-2 font-semibold';
const TD = 'px-3 py-2';

/**
 * "3 Confirmed": a count of one status. Its words agree with the count where a language makes them
 * (French "3 confirmées"); English writes the status as its badge does, whatever the count.
 */
function statusCountText(i18n: I18n, status: RegistrationStatus, count: number): string {
  switch (status) {
    case 'pending-approval':
      return i18n._(/*i18n*/ { id: '{count, plural, one {# Waiting for approval} other {# Waiting for approval}}', values: { count } });
    case 'awaiting-payment':
      return i18n._(/*i18n*/ { id: '{count, plural, one {# Awaiting payment} other {# Awaiting payment}}', values: { count } });
    case 'confirmed':
      return i18n._(/*i18n*/ { id: '{count, plural, one {# Confirmed} other {# Confirmed}}', values: { count } });
    case 'waitlisted':
      return i18n._(/*i18n*/ { id: '{count, plural, one {# Waiting list} other {# Waiting list}}', values: { count } });
    case 'offered':
      return i18n._(/*i18n*/ { id: '{count, plural, one {# Place offered} other {# Places offered}}', values: { count } });
    case 'withdrawn':
      return i18n._(/*i18n*/ { id: '{count, plural, one {# Withdrawn} other {# Withdrawn}}', values: { count } });
    case 'rejected':
      return i18n._(/*i18n*/ { id: '{count, plural, one {# Rejected} other {# Rejected}}', values: { count } });
  }
}

/** "3 Confirmed · 1 Waiting list": the class's entries by status, those with none left out. */
function countsText(i18n: I18n, counts: SummaryClass['objCounts']): string {
  const parts = REGISTRATION_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map((status) =>
    statusCountText(i18n, status, counts[status] ?? 0),
  );
  return parts.length === 0 ? i18n._(/*i18n*/ { id: 'No entries' }) : parts.join(' · ');
}

const capText = (i18n: I18n, cap: number | null) => (cap === null ? i18n._(/*i18n*/ { id: 'No limit' }) : i18n.number(cap));
const leftText = (i18n: I18n, left: number | null) => (left === null ? '—' : i18n.number(left));

/** Above the entries: the places held and left per class and at the whole show, and the money per class and in total. */
export function EntriesSummaryCards({ summary }: { summary: EntriesSummary }) {
  const { _, i18n } = useLingui();
  const money = (value: number) => moneyText(value, summary.strCurrency, i18n.locale);
  return (
    <div className="grid gap-6 xl:grid-cols-5">
      <SummaryCard className="xl:col-span-2" title={_(/*i18n*/ { id: 'Places' })} headingId="entries-places" columns={PLACES_COLUMNS}>
        <tbody className="divide-y divide-slate-100">
          {summary.arrClasses.map((row) => (
            <tr key={row.intCategoryId}>
              <th scope="row" className={`${TD} font-medium text-slate-900`}>
                {row.strCategoryName || _(/*i18n*/ { id: 'Class {id}', values: { id: row.intCategoryId } })}
              </th>
              <td className={`${TD} text-end`}>{i18n.number(row.intHeld)}</td>
              <td className={`${TD} text-end`}>{capText(i18n, row.intCap)}</td>
              <td className={`${TD} text-end font-semibold`}>{leftText(i18n, row.intPlacesLeft)}</td>
              <td className={`${TD} text-slate-700`}>{countsText(i18n, row.objCounts)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200">
          <tr>
            <th scope="row" className={`${TD} font-semibold text-slate-900`}>
              {_(/*i18n*/ { id: 'Whole show' })}
            </th>
            <td className={`${TD} text-end font-semibold`}>{i18n.number(summary.intHeld)}</td>
            <td className={`${TD} text-end font-semibold`}>{capText(i18n, summary.intEventCap)}</td>
            <td className={`${TD} text-end font-semibold`}>{leftText(i18n, summary.intPlacesLeft)}</td>
            <td className={TD} />
          </tr>
        </tfoot>
      </SummaryCard>
      <SummaryCard
        className="xl:col-span-3"
        title={_(/*i18n*/ { id: 'Money' })}
        headingId="entries-money"
        columns={MONEY_COLUMNS.map(([, label]) => ({ label, numeric: true }))}
      >
        <tbody className="divide-y divide-slate-100">
          {summary.arrClasses.map((row) => (
            <MoneyRow key={row.intCategoryId} label={row.strCategoryName} money={row.objMoney} format={money} />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold">
          <MoneyRow label={_(/*i18n*/ { id: 'Total' })} money={summary.objMoney} format={money} />
        </tfoot>
      </SummaryCard>
    </div>
  );
}

interface Column {
  /** The header's English, translated where shown. */
  label: string;
  /** Aligned to the end, as the numbers under it. */
  numeric?: boolean;
}

/** The Places table's columns after the class. */
const PLACES_COLUMNS: readonly Column[] = [
  { label: english(/*i18n*/ { id: 'Held' }), numeric: true },
  { label: english(/*i18n*/ { id: 'Cap' }), numeric: true },
  { label: english(/*i18n*/ { id: 'Left' }), numeric: true },
  { label: english(/*i18n*/ { id: 'Entries' }) },
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
  const { _, i18n } = useLingui();
  return (
    <div className={className}>
      <SectionCard title={title} headingId={headingId}>
        <div className="overflow-x-auto">
          <table aria-labelledby={headingId} className="w-full text-start text-sm">
            <thead className="text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className={TH}>
                  {_(/*i18n*/ { id: 'Class' })}
                </th>
                {columns.map(({ label, numeric }) => (
                  <th key={label} scope="col" className={numeric ? `${TH} text-end` : TH}>
                    {translated(i18n, label)}
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
  ['intPaidOnlineCents', english(/*i18n*/ { id: 'Paid online' })],
  ['intPaidGateCents', english(/*i18n*/ { id: 'Paid at the gate' })],
  ['intUnpaidCents', english(/*i18n*/ { id: 'Unpaid' })],
  ['intRefundDueCents', english(/*i18n*/ { id: 'Refund due' })],
  ['intRefundedCents', english(/*i18n*/ { id: 'Refunded' })],
];

function MoneyRow({ label, money, format }: { label: string; money: EntriesMoney; format: (cents: number) => string }) {
  return (
    <tr>
      <th scope="row" className={`${TD} font-medium text-slate-900`}>
        {label}
      </th>
      {MONEY_COLUMNS.map(([key]) => (
        <td key={key} className={`${TD} text-end whitespace-nowrap ${key === 'intRefundDueCents' && money[key] > 0 ? 'text-red-700' : ''}`}>
          {format(money[key])}
        </td>
      ))}
    </tr>
  );
}
