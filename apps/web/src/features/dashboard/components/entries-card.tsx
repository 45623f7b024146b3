import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { useEntriesSummary } from '../../../api/entries';
import { ENTRIES_ROUTES } from '../../../lib/entries-routes';

const leftText = (i18n: I18n, left: number | null, cap: number | null) =>
  left === null || cap === null
    ? i18n._(/*i18n*/ { id: 'no limit' })
    : i18n._(/*i18n*/ { id: '{left} of {cap} left', values: { left: i18n.number(left), cap: i18n.number(cap) } });

/** The places left at the show as a whole. */
const showLeftText = (i18n: I18n, left: number, cap: number | null) =>
  cap === null
    ? i18n._(/*i18n*/ { id: 'no limit at the show' })
    : i18n._(/*i18n*/ { id: '{left} of {cap} left at the show', values: { left: i18n.number(left), cap: i18n.number(cap) } });

/** The dashboard's Entries panel (issue 31): places held and left per class of the event's registration. */
export function EntriesCard({ eventId }: { eventId: number }) {
  const { _, i18n } = useLingui();
  const summary = useEntriesSummary(eventId);
  const data = summary.data;
  return (
    <section aria-labelledby="entries-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="entries-heading" className="font-semibold text-slate-900">
          {_(/*i18n*/ { id: 'Entries' })}
        </h2>
        <Link to={ENTRIES_ROUTES.entries(eventId)} className="text-sm font-semibold text-red-700 hover:underline">
          {_(/*i18n*/ { id: 'All entries →' })}
        </Link>
      </div>
      {summary.isError ? (
        <p className="text-sm text-red-600">{_(/*i18n*/ { id: 'The entries could not be loaded.' })}</p>
      ) : !data ? (
        <p className="text-sm text-slate-500">{_(/*i18n*/ { id: 'Loading...' })}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {_(/*i18n*/ { id: '{count, plural, one {# place held} other {# places held}}', values: { count: data.intHeld } })}
            {data.intPlacesLeft !== null && ` · ${showLeftText(i18n, data.intPlacesLeft, data.intEventCap)}`}
          </p>
          <ul aria-label={_(/*i18n*/ { id: 'Places left per class' })} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {data.arrClasses.map((row) => (
              <li key={row.intCategoryId} className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <span className="font-medium text-slate-900">{row.strCategoryName}</span>
                <span className={row.intPlacesLeft === 0 ? 'font-semibold text-red-700' : 'text-slate-700'}>
                  {row.intPlacesLeft === 0 ? _(/*i18n*/ { id: 'Full' }) : leftText(i18n, row.intPlacesLeft, row.intCap)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
