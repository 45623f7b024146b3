import { useState } from 'react';
import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import { LIMITS } from '@showgrid/shared/limits';
import type { EventStatus, ShowEvent } from '@showgrid/shared/schemas/event';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pagination } from '../../../components/pagination';
import { useDeleteEventMutation } from '../api/delete-event';
import { useEvents } from '../api/get-events';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { EventFormModal } from './event-form-modal';
import { EventStatusFilter } from './event-status-filter';
import { EventsTable } from './events-table';

type FormState = { open: false } | { open: true; event: ShowEvent | null };

export function EventsPage() {
  const { _ } = useLingui();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), LIMITS.searchDebounceMs);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const [status, setStatus] = useState<EventStatus | null>(null);

  const events = useEvents({ page, search });
  const pageRows = events.data?.data;
  // The status filter narrows the page on screen (the API has no status query).
  const rows = status === null ? pageRows : pageRows?.filter((event) => event.strStatus === status);

  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<ShowEvent | null>(null);
  const deleteEvent = useDeleteEventMutation();

  const confirmDelete = (event: ShowEvent) => {
    deleteEvent.mutate(event.id, {
      onSuccess: () => {
        toast.success(_(/*i18n*/ { id: 'Event deleted' }));
        if (pageRows?.length === 1 && page > 1) setPage(page - 1);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className="flex flex-col gap-5 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{_(/*i18n*/ { id: 'Events' })}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <EventStatusFilter status={status} onChange={setStatus} />
          <label htmlFor="event-search" className="sr-only">
            {_(/*i18n*/ { id: 'Search events' })}
          </label>
          <input
            id="event-search"
            type="search"
            placeholder={_(/*i18n*/ { id: 'Search events' })}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="w-64 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-slate-200"
          />
          <Button onClick={() => setForm({ open: true, event: null })}>{_(/*i18n*/ { id: 'Add Events' })}</Button>
        </div>
      </div>

      <EventsTable
        events={rows}
        isLoading={events.isLoading}
        isError={events.isError}
        onEdit={(event) => setForm({ open: true, event })}
        onDelete={setDeleting}
      />
      {events.data && <Pagination page={events.data.pagination.page} totalPages={events.data.pagination.totalPages} onChange={setPage} />}

      {form.open && <EventFormModal key={form.event?.id ?? 'new'} event={form.event} onClose={() => setForm({ open: false })} />}
      <ConfirmDialog
        open={deleting !== null}
        title={_(/*i18n*/ { id: 'Delete event' })}
        description={_(
          /*i18n*/ {
            id: 'Delete {name}? Its category and judge assignments are removed with it.',
            values: { name: deleting?.strEventTitle ?? '' },
          },
        )}
        confirmLabel={_(/*i18n*/ { id: 'Delete' })}
        busy={deleteEvent.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
