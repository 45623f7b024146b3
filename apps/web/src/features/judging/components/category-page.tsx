import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react';
import { ROUTES } from '@showgrid/shared/paths';
import { EmptyMessage } from '../../../components/empty-message';
import { FullPageSpinner } from '../../../components/spinner';
import { useJudgeEvents } from '../api/get-judge-events';
import { useEventKeptOnDevice } from '../api/keep-event-on-device';
import { defaultEventOf } from '../lib/default-event';
import { judgeEventOf, useJudgeStore, useJudgeStoreHydrated, type JudgeCategory } from '../stores/judge-store';

/** /judge/category: the chosen event's categories, with an event picker (SPEC §2 "Judge area"). */
export function CategoryPage() {
  const { _ } = useLingui();
  const hydrated = useJudgeStoreHydrated();
  const eventsQuery = useJudgeEvents();
  const storedEvents = useJudgeStore((state) => state.events);
  const selectedEventId = useJudgeStore((state) => state.selectedEventId);
  const selectedCategoryId = useJudgeStore((state) => state.selectedCategoryId);
  const { setEvents, selectEvent, selectCategory } = useJudgeStore.getState();
  const navigate = useNavigate();
  // Every category of the chosen event opens offline later, not only the ones visited.
  useEventKeptOnDevice(hydrated ? selectedEventId : null);

  // Keep the events on the tablet (PRODUCT: usable offline once loaded). After a sign-in, or when
  // none is chosen, the judge is put on today's event (SPEC: the first; issue 29: today's).
  useEffect(() => {
    if (!hydrated || !eventsQuery.data) return;
    const events = eventsQuery.data.map(judgeEventOf);
    setEvents(events);
    const { selectedEventId: chosen, chooseTodaysEvent } = useJudgeStore.getState();
    const stillThere = events.some((event) => event.id === chosen);
    const todays = defaultEventOf(events, new Date());
    if (todays && (chooseTodaysEvent || !stillThere)) selectEvent(todays.id);
  }, [hydrated, eventsQuery.data, setEvents, selectEvent]);

  const events = eventsQuery.data ?? storedEvents;
  const event = events.find((candidate) => candidate.id === selectedEventId) ?? defaultEventOf(events, new Date());

  const choose = (category: JudgeCategory) => {
    selectCategory(category.id);
    void navigate(ROUTES.judgeVehicles);
  };

  let body;
  if (!hydrated || (eventsQuery.isPending && events.length === 0)) body = <FullPageSpinner />;
  else if (eventsQuery.isError && events.length === 0) body = <EmptyMessage text={_(/*i18n*/ { id: 'Failed to fetch events.' })} />;
  else if (!event) body = <EmptyMessage text={_(/*i18n*/ { id: 'No events found.' })} />;
  else if (event.arrVehicleCategory.length === 0) body = <EmptyMessage text={_(/*i18n*/ { id: 'no categories found.' })} />;
  else {
    body = (
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {event.arrVehicleCategory.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              onClick={() => choose(category)}
              aria-current={category.id === selectedCategoryId ? 'true' : undefined}
              className={`flex w-full flex-col items-center gap-3 rounded-xl border bg-white p-5 shadow-sm hover:border-red-400 ${
                category.id === selectedCategoryId ? 'border-red-600 ring-2 ring-red-200' : 'border-slate-200'
              }`}
            >
              <span className="flex size-20 items-center justify-center overflow-hidden rounded-full bg-slate-100">
                {category.base64CategoryIcon ? (
                  <img src={category.base64CategoryIcon} alt="" className="size-full object-cover" />
                ) : (
                  <span aria-hidden="true" className="text-2xl font-semibold text-slate-500">
                    {category.strVehicleCategoryName.slice(0, 1)}
                  </span>
                )}
              </span>
              <span className="text-center font-semibold text-slate-900">{category.strVehicleCategoryName}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-5 p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{_(/*i18n*/ { id: 'Select Category' })}</h1>
        {events.length > 0 && (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {_(/*i18n*/ { id: 'Event' })}
            <select
              value={event?.id ?? ''}
              onChange={(change) => selectEvent(Number(change.target.value))}
              className="min-w-56 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
            >
              {events.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.strEventTitle}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {body}
    </section>
  );
}
