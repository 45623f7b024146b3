import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { FilterPopover } from '../../../components/filter-popover';
import { SelectField } from '../../../components/select-field';
import { useAllEvents } from '../../../api/events';

interface JudgeEventFilterProps {
  eventId: number | null;
  onChange: (eventId: number | null) => void;
}

/** The toolbar's Filter button: show only the judges mapped to one event. */
export function JudgeEventFilter({ eventId, onChange }: JudgeEventFilterProps) {
  const { _ } = useLingui();
  const [opened, setOpened] = useState(false);
  // Loaded once the panel has been opened, or when a filter is on (its chip names the event).
  const events = useAllEvents({ enabled: opened || eventId !== null });
  const active = events.data?.find((event) => event.id === eventId);

  return (
    <FilterPopover
      label={_(/*i18n*/ { id: 'Filter judges' })}
      panelClassName="w-72"
      active={
        eventId === null ? null : _(/*i18n*/ { id: 'Event: {name}', values: { name: active?.strEventTitle ?? `#${String(eventId)}` } })
      }
      onClear={() => onChange(null)}
      onOpen={() => setOpened(true)}
    >
      <SelectField
        id="judge-filter-event"
        label={_(/*i18n*/ { id: 'Event' })}
        placeholder={events.isLoading ? _(/*i18n*/ { id: 'Loading events...' }) : _(/*i18n*/ { id: 'All events' })}
        options={(events.data ?? []).map((event) => ({ value: event.id, label: event.strEventTitle }))}
        value={eventId ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      />
      {events.isError && <p className="mt-2 text-sm text-red-600">{_(/*i18n*/ { id: 'Failed to fetch events.' })}</p>}
    </FilterPopover>
  );
}
