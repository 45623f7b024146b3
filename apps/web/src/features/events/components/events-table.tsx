import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { DataTable, type Column } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';
import { formatDate, formatTime } from '../lib/event-dates';
import { EventStatusBadge } from './event-status-badge';

interface EventsTableProps {
  events: ShowEvent[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onEdit: (event: ShowEvent) => void;
  onDelete: (event: ShowEvent) => void;
}

/** The table's columns, headed and dated in the reader's language. */
const columnsOf = (i18n: I18n): Column<ShowEvent>[] => [
  {
    header: i18n._(/*i18n*/ { id: 'Event Name' }),
    cell: (event) => <span className="font-semibold text-slate-900">{event.strEventTitle}</span>,
  },
  {
    header: i18n._(/*i18n*/ { id: 'Date' }),
    className: 'whitespace-nowrap',
    cell: (event) => formatDate(event.strEventStartDateTime, i18n.locale, event.strTimeZone),
  },
  {
    header: i18n._(/*i18n*/ { id: 'Time' }),
    className: 'whitespace-nowrap',
    cell: (event) => formatTime(event.strEventStartDateTime, i18n.locale, event.strTimeZone),
  },
  { header: i18n._(/*i18n*/ { id: 'Location' }), cell: (event) => event.strEventLocation },
  { header: i18n._(/*i18n*/ { id: 'Status' }), cell: (event) => <EventStatusBadge status={event.strStatus} /> },
];

export function EventsTable({ events, isLoading, isError, onEdit, onDelete }: EventsTableProps) {
  const { _, i18n } = useLingui();
  return (
    <DataTable
      label={_(/*i18n*/ { id: 'Events' })}
      columns={columnsOf(i18n)}
      rows={events}
      rowKey={(event) => event.id}
      isLoading={isLoading}
      isError={isError}
      loadingText={_(/*i18n*/ { id: 'Loading events...' })}
      errorText={_(/*i18n*/ { id: 'Error loading events' })}
      emptyText={_(/*i18n*/ { id: 'No events found' })}
      actions={(event) => <RowActions name={event.strEventTitle} onEdit={() => onEdit(event)} onDelete={() => onDelete(event)} />}
    />
  );
}
