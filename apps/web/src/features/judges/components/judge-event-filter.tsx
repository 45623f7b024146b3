import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { useEventOptions } from '../api/get-event-options';

interface JudgeEventFilterProps {
  eventId: number | null;
  onChange: (eventId: number | null) => void;
}

/** The toolbar's Filter button: a small panel to show only the judges mapped to one event. */
export function JudgeEventFilter({ eventId, onChange }: JudgeEventFilterProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  // Loaded once the panel has been opened, or when a filter is on (its chip names the event).
  const events = useEventOptions(open || eventId !== null);
  const active = events.data?.find((event) => event.id === eventId);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="flex items-center gap-2">
      <div ref={containerRef} className="relative">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 20 20" className="mr-2 inline size-4 align-[-3px]" aria-hidden="true">
            <path d="M3 4h14l-5.5 6.5V16l-3 1.5v-7L3 4z" fill="currentColor" />
          </svg>
          Filter
        </Button>
        {open && (
          <div
            id={panelId}
            role="group"
            aria-label="Filter judges"
            className="absolute right-0 z-30 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
          >
            <SelectField
              id="judge-filter-event"
              label="Event"
              placeholder={events.isLoading ? 'Loading events...' : 'All events'}
              options={(events.data ?? []).map((event) => ({ value: event.id, label: event.strEventTitle }))}
              value={eventId ?? ''}
              onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
            />
            {events.isError && <p className="mt-2 text-sm text-red-600">Failed to fetch events.</p>}
          </div>
        )}
      </div>
      {eventId !== null && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 py-1 pr-1 pl-3 text-sm font-medium text-red-700">
          Event: {active?.strEventTitle ?? `#${String(eventId)}`}
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded-full px-2 py-0.5 text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            Clear filter
          </button>
        </span>
      )}
    </div>
  );
}
