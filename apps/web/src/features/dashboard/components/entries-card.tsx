import { Link } from 'react-router';
import { useEntriesSummary } from '../../../api/entries';
import { ENTRIES_ROUTES } from '../../../lib/entries-routes';

const leftText = (left: number | null, cap: number | null) =>
  left === null || cap === null ? 'no limit' : `${String(left)} of ${String(cap)} left`;

/** The dashboard's Entries panel (issue 31): places held and left per class of the event's registration. */
export function EntriesCard({ eventId }: { eventId: number }) {
  const summary = useEntriesSummary(eventId);
  const data = summary.data;
  return (
    <section aria-labelledby="entries-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="entries-heading" className="font-semibold text-slate-900">
          Entries
        </h2>
        <Link to={ENTRIES_ROUTES.entries(eventId)} className="text-sm font-semibold text-red-700 hover:underline">
          All entries →
        </Link>
      </div>
      {summary.isError ? (
        <p className="text-sm text-red-600">The entries could not be loaded.</p>
      ) : !data ? (
        <p className="text-sm text-slate-500">Loading...</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {data.intHeld} {data.intHeld === 1 ? 'place' : 'places'} held
            {data.intPlacesLeft !== null && ` · ${leftText(data.intPlacesLeft, data.intEventCap)} at the show`}
          </p>
          <ul aria-label="Places left per class" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {data.arrClasses.map((row) => (
              <li key={row.intCategoryId} className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <span className="font-medium text-slate-900">{row.strCategoryName}</span>
                <span className={row.intPlacesLeft === 0 ? 'font-semibold text-red-700' : 'text-slate-700'}>
                  {row.intPlacesLeft === 0 ? 'Full' : leftText(row.intPlacesLeft, row.intCap)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
