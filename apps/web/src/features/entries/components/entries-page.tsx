import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Navigate, useParams } from 'react-router';
import type { I18n } from '@showgrid/shared/i18n/translate';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { useEntriesSummary } from '../../../api/entries';
import { useEvent } from '../../../api/events';
import { Button } from '../../../components/button';
import { EmptyMessage } from '../../../components/empty-message';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { ENTRIES_ROUTES } from '../../../lib/entries-routes';
import { useDownloadEntriesCsvMutation } from '../api/download-entries-csv';
import { useEntries, type EntriesFilter } from '../api/get-entries';
import { statusOf, statusOptions, type EntryAction } from '../lib/entry-status';
import { DecisionDialog, type OneStepDecision } from './decision-dialog';
import { EntriesSummaryCards } from './entries-summary';
import { EntriesTable } from './entries-table';
import { MoveDialog, type RegistrationClassOption } from './move-dialog';
import { RejectDialog } from './reject-dialog';

/** A route parameter that is a usable id, else null. */
function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The classes the event's registration takes, named as the event names its categories. */
function registrationClasses(i18n: I18n, event: ShowEvent): RegistrationClassOption[] {
  return event.objRegistration.arrClasses.map((row) => ({
    value: row.intCategoryId,
    label:
      event.arrVehicleCategory.find((category) => category.id === row.intCategoryId)?.strVehicleCategoryName ??
      i18n._(/*i18n*/ { id: 'Class {id}', values: { id: row.intCategoryId } }),
  }));
}

type Opened = { kind: EntryAction; entry: OrganiserEntry } | null;
const isOneStep = (kind: EntryAction): kind is OneStepDecision => kind !== 'reject' && kind !== 'move';

/** /admin/entries/:eventId (issue 31): the event's entrant entries, their places and money, and the organiser's decisions. */
export function EntriesPage() {
  const eventId = parseId(useParams().eventId);
  if (eventId === null) return <Navigate to={ENTRIES_ROUTES.picker} replace />;
  return <EventEntries key={eventId} eventId={eventId} />;
}

function EventEntries({ eventId }: { eventId: number }) {
  const { _, i18n } = useLingui();
  const event = useEvent(eventId);
  const summary = useEntriesSummary(eventId);
  const [filter, setFilter] = useState<EntriesFilter>({ status: null, categoryId: null });
  const [opened, setOpened] = useState<Opened>(null);
  const download = useDownloadEntriesCsvMutation(eventId);
  const classes = event.data ? registrationClasses(i18n, event.data) : [];
  // Set up: the event has classes open to entries, or entries from classes since taken away.
  const setUp = classes.length > 0 || (summary.data?.arrClasses.length ?? 0) > 0;
  const entries = useEntries(eventId, filter, { enabled: setUp });
  const loading = event.isPending || summary.isPending;

  let body;
  if (event.isError || summary.isError) body = <p className="text-red-600">{_(/*i18n*/ { id: 'The entries could not be loaded.' })}</p>;
  else if (loading) body = <Spinner />;
  else if (!setUp)
    body = (
      <EmptyMessage
        text={_(/*i18n*/ { id: 'Registration is not set up for this event: add classes in its Registration section to take entries.' })}
      />
    );
  else {
    body = (
      <>
        {summary.data && <EntriesSummaryCards summary={summary.data} />}
        <div className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <SelectField
            id="entries-status"
            label={_(/*i18n*/ { id: 'Status' })}
            placeholder={_(/*i18n*/ { id: 'All statuses' })}
            options={statusOptions(i18n)}
            value={filter.status ?? ''}
            onChange={(change) => setFilter({ ...filter, status: statusOf(change.target.value) })}
          />
          <SelectField
            id="entries-class"
            label={_(/*i18n*/ { id: 'Class' })}
            placeholder={_(/*i18n*/ { id: 'All classes' })}
            options={(summary.data?.arrClasses ?? []).map((row) => ({ value: row.intCategoryId, label: row.strCategoryName }))}
            value={filter.categoryId ?? ''}
            onChange={(change) => setFilter({ ...filter, categoryId: change.target.value === '' ? null : Number(change.target.value) })}
          />
        </div>
        <EntriesTable
          entries={entries.data}
          isLoading={entries.isPending}
          isError={entries.isError}
          filtered={filter.status !== null || filter.categoryId !== null}
          onAction={(kind, entry) => setOpened({ kind, entry })}
          timeZone={event.data?.strTimeZone}
        />
      </>
    );
  }

  const close = () => setOpened(null);
  return (
    <div className="flex w-full flex-col gap-6 p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{_(/*i18n*/ { id: 'Entries' })}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {_(
              /*i18n*/ {
                id: '{event}: entrants’ registrations in the order they came in.',
                values: { event: event.data?.strEventTitle ?? _(/*i18n*/ { id: 'Event' }) },
              },
            )}
          </p>
        </div>
        {setUp && (
          <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
            {_(/*i18n*/ { id: 'Download CSV' })}
          </Button>
        )}
      </header>
      {body}
      {opened?.kind === 'reject' && <RejectDialog eventId={eventId} entry={opened.entry} onClose={close} />}
      {opened?.kind === 'move' && <MoveDialog eventId={eventId} entry={opened.entry} classes={classes} onClose={close} />}
      <DecisionDialog
        eventId={eventId}
        decision={opened && isOneStep(opened.kind) ? { kind: opened.kind, entry: opened.entry } : null}
        onClose={close}
      />
    </div>
  );
}
