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

const COLUMNS: Column<ShowEvent>[] = [
  { header: 'Event Name', cell: (event) => <span className="font-semibold text-slate-900">{event.strEventTitle}</span> },
  { header: 'Date', className: 'whitespace-nowrap', cell: (event) => formatDate(event.strEventStartDateTime) },
  { header: 'Time', className: 'whitespace-nowrap', cell: (event) => formatTime(event.strEventStartDateTime) },
  { header: 'Location', cell: (event) => event.strEventLocation },
  { header: 'Status', cell: (event) => <EventStatusBadge status={event.strStatus} /> },
];

export function EventsTable({ events, isLoading, isError, onEdit, onDelete }: EventsTableProps) {
  return (
    <DataTable
      label="Events"
      columns={COLUMNS}
      rows={events}
      rowKey={(event) => event.id}
      isLoading={isLoading}
      isError={isError}
      loadingText="Loading events..."
      errorText="Error loading events"
      emptyText="No events found"
      actions={(event) => <RowActions name={event.strEventTitle} onEdit={() => onEdit(event)} onDelete={() => onDelete(event)} />}
    />
  );
}
