import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import { flushSync } from 'react-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { EventBody, ShowEvent } from '@showgrid/shared/schemas/event';
import { useAllCategories } from '../../../api/categories';
import { useAllJudges } from '../../../api/judges';
import { Modal } from '../../../components/modal';
import { fileToBase64 } from '../../../lib/files';
import { useCreateEventMutation } from '../api/create-event';
import { useUpdateEventMutation } from '../api/update-event';
import { fromLocalInput, localDateIso, splitStart, toLocalInput, toStartIso } from '../lib/event-dates';
import {
  DEFAULT_EVENT_TIME,
  eventFormSchema,
  formFieldFor,
  panelsOfEvent,
  type EventFormInput,
  type EventFormValues,
} from '../lib/event-form-schema';
import { registrationBody, registrationDefaults } from '../lib/registration-form';
import { scoringBody, scoringDefaults } from '../lib/scoring-form';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showError, showErrorMessage } from '../../../lib/show-error';
import { EventConfirmStep } from './event-confirm-step';
import { EventForm } from './event-form';
import { DEFAULT_LOCALE } from '@showgrid/shared/locales';

interface EventFormModalProps {
  /** The event to update; null creates one. Mounted per opening, so each starts fresh. */
  event: ShowEvent | null;
  onClose: () => void;
}

function defaultValues(event: ShowEvent | null): EventFormInput {
  const zone = event?.strTimeZone;
  const start = event ? splitStart(event.strEventStartDateTime, zone) : null;
  return {
    strEventTitle: event?.strEventTitle ?? '',
    eventDate: start?.date ?? '',
    eventTime: start?.time ?? DEFAULT_EVENT_TIME,
    strEventLocation: event?.strEventLocation ?? '',
    strEventCoordinatorName: event?.strEventCoordinatorName ?? '',
    strEventCoordinatorPhone: event?.strEventCoordinatorPhone ?? '',
    strEventDescription: event?.strEventDescription ?? '',
    icon: null,
    arrVehicleCategory: event?.arrVehicleCategory.map((category) => category.id) ?? [],
    arrJudges: event?.arrJudges ?? [],
    panels: (event?.arrPanels ?? [])
      .filter((panel) => !panel.blnWholeEvent)
      .map((panel) => ({ categoryId: panel.intCategoryId, judgeIds: panel.arrJudges })),
    votingOpens: toLocalInput(event?.dtVotingOpensAt ?? null, zone),
    votingCloses: toLocalInput(event?.dtVotingClosesAt ?? null, zone),
    ...scoringDefaults(event),
    ...registrationDefaults(event),
    strLocale: event?.strLocale ?? DEFAULT_LOCALE,
    strTimeZone: event?.strTimeZone ?? '',
  };
}

async function toBody(values: EventFormValues, event: ShowEvent | null): Promise<EventBody> {
  // The times typed are on the show's clock: the zone the form names, else the one it had (a new event's: the browser's).
  const zone = values.strTimeZone || event?.strTimeZone;
  return {
    strEventTitle: values.strEventTitle,
    strEventLocation: values.strEventLocation,
    strEventCoordinatorName: values.strEventCoordinatorName,
    strEventCoordinatorPhone: values.strEventCoordinatorPhone,
    strEventDescription: values.strEventDescription,
    strEventStartDateTime: toStartIso(values.eventDate, values.eventTime, zone),
    // Without a new file the stored icon stays.
    ...(values.icon ? { b64Icon: await fileToBase64(values.icon) } : {}),
    arrVehicleCategory: values.arrVehicleCategory,
    arrJudges: values.arrJudges,
    // Every save says the whole set, so a panel given back to every judge is cleared too.
    arrPanels: panelsOfEvent(values).map((panel) => ({ intCategoryId: panel.categoryId, arrJudges: panel.judgeIds })),
    // Said when set, or to clear a time set before (null: by the rule from the start again).
    ...(values.votingOpens || event?.dtVotingOpensAt ? { dtVotingOpensAt: fromLocalInput(values.votingOpens, zone) } : {}),
    ...(values.votingCloses || event?.dtVotingClosesAt ? { dtVotingClosesAt: fromLocalInput(values.votingCloses, zone) } : {}),
    ...scoringBody(values),
    // Only when the Registration section says something new: left as it was, the body is SPEC's.
    ...registrationBody(values, event),
    strLocale: values.strLocale,
    // Empty: left out, so the server's zone (or the one set before) stays.
    ...(values.strTimeZone ? { strTimeZone: values.strTimeZone } : {}),
  };
}

/** Create or update an event in two steps: the form, then SPEC's confirmation. */
export function EventFormModal({ event, onClose }: EventFormModalProps) {
  const { _ } = useLingui();
  const editing = event !== null;
  const [today] = useState(() => localDateIso(new Date()));
  const existingDate = event ? splitStart(event.strEventStartDateTime, event.strTimeZone).date : null;
  // Past dates are disabled; an existing event already in the past keeps its own date valid.
  const minDate = existingDate !== null && existingDate < today ? existingDate : today;
  const schema = useMemo(() => eventFormSchema(minDate), [minDate]);

  const form = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues(event),
  });
  const [reviewed, setReviewed] = useState<EventFormValues | null>(null);
  const categories = useAllCategories();
  const judges = useAllJudges();
  const create = useCreateEventMutation();
  const update = useUpdateEventMutation();
  const pending = create.isPending || update.isPending;

  const backToForm = () => {
    // Shown first, so a field named by the server can take the focus.
    flushSync(() => setReviewed(null));
  };

  const confirm = async (values: EventFormValues) => {
    try {
      const body = await toBody(values, event);
      if (event) await update.mutateAsync({ eventId: event.id, body });
      else await create.mutateAsync(body);
      toast.success(editing ? _(/*i18n*/ { id: 'Event updated' }) : _(/*i18n*/ { id: 'Event created' }));
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (!fields) {
        showError(error, editing ? _(/*i18n*/ { id: 'Failed to update event' }) : _(/*i18n*/ { id: 'Failed to create event' }));
        return;
      }
      backToForm();
      let focused = false;
      for (const [apiField, message] of Object.entries(fields)) {
        const field = formFieldFor(apiField);
        if (!field) {
          showErrorMessage(message);
          continue;
        }
        form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
    }
  };

  const confirming = reviewed !== null;
  const title = confirming
    ? editing
      ? _(/*i18n*/ { id: 'Confirm Event Update' })
      : _(/*i18n*/ { id: 'Confirm Event Creation' })
    : editing
      ? _(/*i18n*/ { id: 'Update Event' })
      : _(/*i18n*/ { id: 'Create Event' });
  const currentIconUrl = event?.b64Icon ?? null;

  return (
    <Modal open title={title} onClose={onClose} widthClass="w-[min(94vw,48rem)]">
      {/* Hidden, not unmounted, while confirming: Edit comes back to exactly what was typed. */}
      <div hidden={confirming}>
        <EventForm
          form={form}
          editing={editing}
          minDate={minDate}
          currentIconUrl={currentIconUrl}
          categories={categories}
          judges={judges}
          onReview={setReviewed}
        />
      </div>
      {reviewed && (
        <EventConfirmStep
          values={reviewed}
          currentIconUrl={currentIconUrl}
          categories={categories.data ?? []}
          judges={judges.data ?? []}
          pending={pending}
          onEdit={() => setReviewed(null)}
          onConfirm={() => void confirm(reviewed)}
        />
      )}
    </Modal>
  );
}
