import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import { EVENT_STATUSES, type EventStatus } from '@showgrid/shared/schemas/event';
import { FilterPopover } from '../../../components/filter-popover';
import { STATUS_LABELS } from './event-status-badge';

interface EventStatusFilterProps {
  status: EventStatus | null;
  onChange: (status: EventStatus | null) => void;
}

const OPTIONS: { value: EventStatus | null; label: string }[] = [
  { value: null, label: english(/*i18n*/ { id: 'All' }) },
  ...EVENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];

/** The toolbar's Filter button: All, Active or Completed events. */
export function EventStatusFilter({ status, onChange }: EventStatusFilterProps) {
  const { _, i18n } = useLingui();
  return (
    <FilterPopover
      label={_(/*i18n*/ { id: 'Filter events' })}
      panelClassName="w-56"
      active={status === null ? null : _(/*i18n*/ { id: 'Status: {status}', values: { status: translated(i18n, STATUS_LABELS[status]) } })}
      onClear={() => onChange(null)}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'Status' })}</legend>
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
              {translated(i18n, option.label)}
            </label>
          ))}
        </div>
      </fieldset>
    </FilterPopover>
  );
}
