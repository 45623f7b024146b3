import { EVENT_STATUSES, type EventStatus } from '@showgrid/shared/schemas/event';
import { FilterPopover } from '../../../components/filter-popover';

interface EventStatusFilterProps {
  status: EventStatus | null;
  onChange: (status: EventStatus | null) => void;
}

const OPTIONS: { value: EventStatus | null; label: string }[] = [
  { value: null, label: 'All' },
  ...EVENT_STATUSES.map((value) => ({ value, label: value })),
];

/** The toolbar's Filter button: All, Active or Completed events. */
export function EventStatusFilter({ status, onChange }: EventStatusFilterProps) {
  return (
    <FilterPopover
      label="Filter events"
      panelClassName="w-56"
      active={status === null ? null : `Status: ${status}`}
      onClear={() => onChange(null)}
    >
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
    </FilterPopover>
  );
}
