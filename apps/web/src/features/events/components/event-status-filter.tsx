import { useEffect, useId, useRef, useState } from 'react';
import { EVENT_STATUSES, type EventStatus } from '@showgrid/shared/schemas/event';
import { Button } from '../../../components/button';

interface EventStatusFilterProps {
  status: EventStatus | null;
  onChange: (status: EventStatus | null) => void;
}

const OPTIONS: { value: EventStatus | null; label: string }[] = [
  { value: null, label: 'All' },
  ...EVENT_STATUSES.map((value) => ({ value, label: value })),
];

/** The toolbar's Filter button: a small panel choosing All, Active or Completed events. */
export function EventStatusFilter({ status, onChange }: EventStatusFilterProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

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
        <Button variant="secondary" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((v) => !v)}>
          <svg viewBox="0 0 20 20" className="mr-2 inline size-4 align-[-3px]" aria-hidden="true">
            <path d="M3 4h14l-5.5 6.5V16l-3 1.5v-7L3 4z" fill="currentColor" />
          </svg>
          Filter
        </Button>
        {open && (
          <div id={panelId} className="absolute right-0 z-30 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-4 shadow-lg">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">Status</legend>
              <div className="flex flex-col gap-1">
                {OPTIONS.map((option) => (
                  <label
                    key={option.label}
                    className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
                  >
                    <input
                      type="radio"
                      name="event-status-filter"
                      className="size-4 accent-red-600"
                      checked={status === option.value}
                      onChange={() => onChange(option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        )}
      </div>
      {status !== null && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 py-1 pr-1 pl-3 text-sm font-medium text-red-700">
          Status: {status}
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
