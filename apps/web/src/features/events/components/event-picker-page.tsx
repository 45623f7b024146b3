import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import { ROUTES } from '@showgrid/shared/paths';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { useAllEvents } from '../../../api/events';
import { ENTRIES_ROUTES } from '../../../lib/entries-routes';
import { EventCard } from './event-card';

type Purpose = 'vehicles' | 'results' | 'entries';

const TARGET: Record<Purpose, (id: number) => string> = {
  vehicles: ROUTES.adminVehicles,
  results: ROUTES.adminResults,
  entries: ENTRIES_ROUTES.entries,
};

const FOR: Record<Purpose, string> = {
  vehicles: english(/*i18n*/ { id: 'for Vehicles' }),
  results: english(/*i18n*/ { id: 'for Results' }),
  entries: english(/*i18n*/ { id: 'for Entries' }),
};

/** Upcoming events first (soonest first), then past ones (most recent first). */
function pickerOrder(events: ShowEvent[], now: number): ShowEvent[] {
  const time = (event: ShowEvent) => new Date(event.strEventStartDateTime).getTime();
  const upcoming = events.filter((event) => time(event) > now).sort((a, b) => time(a) - time(b));
  const past = events.filter((event) => time(event) <= now).sort((a, b) => time(b) - time(a));
  return [...upcoming, ...past];
}

/** SPEC §2 event picker: choose the event whose vehicles, results or entries to open. */
export function EventPickerPage({ purpose }: { purpose: Purpose }) {
  const { _, i18n } = useLingui();
  const events = useAllEvents();
  const ordered = useMemo(() => (events.data ? pickerOrder(events.data, events.dataUpdatedAt) : []), [events.data, events.dataUpdatedAt]);

  let body;
  if (events.isLoading) body = <p className="text-slate-500">{_(/*i18n*/ { id: 'Loading...' })}</p>;
  else if (events.isError) body = <p className="text-red-600">{_(/*i18n*/ { id: 'Failed to fetch events.' })}</p>;
  else if (ordered.length === 0) body = <p className="text-slate-500">{_(/*i18n*/ { id: 'No events found.' })}</p>;
  else {
    body = (
      <ul className="grid grid-cols-1 gap-5 2xl:grid-cols-2">
        {ordered.map((event) => (
          <li key={event.id}>
            <EventCard event={event} to={TARGET[purpose](event.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-5 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        {_(/*i18n*/ { id: 'Select Event' })}{' '}
        <span className="block text-base font-normal text-slate-500">{translated(i18n, FOR[purpose])}</span>
      </h1>
      {body}
    </section>
  );
}
