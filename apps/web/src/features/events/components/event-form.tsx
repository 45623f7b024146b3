import { useLingui } from '@lingui/react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import { LIMITS, VOTING } from '@showgrid/shared/limits';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { Button } from '../../../components/button';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import type { EventFormInput, EventFormValues } from '../lib/event-form-schema';
import { ChoiceList } from './choice-list';
import { PanelsField } from './panels-field';
import { PlaceFields } from './place-fields';
import { RegistrationSection } from './registration-section';
import { ScoringSection } from './scoring-section';

interface ListState<T> {
  data: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

interface EventFormProps {
  form: UseFormReturn<EventFormInput, unknown, EventFormValues>;
  editing: boolean;
  /** Earliest selectable date (yyyy-mm-dd): past dates are disabled. */
  minDate: string;
  currentIconUrl: string | null;
  categories: ListState<Category>;
  judges: ListState<Judge>;
  onReview: (values: EventFormValues) => void;
}

export function EventForm({ form, editing, minDate, currentIconUrl, categories, judges, onReview }: EventFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const { _, i18n } = useLingui();
  // The form's and the shared rules' messages by their English; the server's already translated.
  const said = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const description = useWatch({ control, name: 'strEventDescription' }) ?? '';
  const chosenCategories = useWatch({ control, name: 'arrVehicleCategory' });
  const chosenJudges = useWatch({ control, name: 'arrJudges' });
  const eventCategories = (categories.data ?? []).filter((category) => chosenCategories.includes(category.id));
  const votingOpens = useWatch({ control, name: 'votingOpens' });
  const votingCloses = useWatch({ control, name: 'votingCloses' });
  // Left empty, the rule from the start applies (PRODUCT.md "Voting window").
  const openingHint = votingOpens
    ? undefined
    : _(
        /*i18n*/ {
          id: 'Empty: {hours, plural, one {# hour} other {# hours}} before the start.',
          values: { hours: VOTING.opensHoursBeforeStart },
        },
      );
  const closingHint = votingCloses
    ? undefined
    : _(
        /*i18n*/ {
          id: 'Empty: {hours, plural, one {# hour} other {# hours}} after the start.',
          values: { hours: VOTING.closesHoursAfterStart },
        },
      );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        void handleSubmit(onReview)(event);
      }}
    >
      <TextField
        id="event-title"
        label={_(/*i18n*/ { id: 'Event Name' })}
        autoComplete="off"
        error={said(errors.strEventTitle?.message)}
        {...register('strEventTitle')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="event-date"
          label={_(/*i18n*/ { id: 'Event Date' })}
          type="date"
          min={minDate}
          error={said(errors.eventDate?.message)}
          {...register('eventDate')}
        />
        <TextField
          id="event-time"
          label={_(/*i18n*/ { id: 'Event Time' })}
          type="time"
          error={said(errors.eventTime?.message)}
          {...register('eventTime')}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'Audience voting' })}</legend>
        <TextField
          id="event-voting-opens"
          label={_(/*i18n*/ { id: 'Voting opens' })}
          type="datetime-local"
          error={said(errors.votingOpens?.message)}
          hint={openingHint}
          {...register('votingOpens')}
        />
        <TextField
          id="event-voting-closes"
          label={_(/*i18n*/ { id: 'Voting closes' })}
          type="datetime-local"
          error={said(errors.votingCloses?.message)}
          hint={closingHint}
          {...register('votingCloses')}
        />
      </fieldset>
      <TextField
        id="event-location"
        label={_(/*i18n*/ { id: 'Location' })}
        autoComplete="off"
        error={said(errors.strEventLocation?.message)}
        {...register('strEventLocation')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="event-coordinator-name"
          label={_(/*i18n*/ { id: 'Coordinator Name' })}
          autoComplete="off"
          error={said(errors.strEventCoordinatorName?.message)}
          {...register('strEventCoordinatorName')}
        />
        <TextField
          id="event-coordinator-phone"
          label={_(/*i18n*/ { id: 'Coordinator Phone' })}
          type="tel"
          autoComplete="off"
          error={said(errors.strEventCoordinatorPhone?.message)}
          {...register('strEventCoordinatorPhone')}
        />
      </div>
      <TextareaField
        id="event-description"
        label={_(/*i18n*/ { id: 'Description' })}
        rows={3}
        maxChars={LIMITS.eventDescriptionMax}
        valueLength={description.length}
        error={said(errors.strEventDescription?.message)}
        {...register('strEventDescription')}
      />
      <PlaceFields form={form} />
      <Controller
        control={control}
        name="icon"
        render={({ field, fieldState }) => (
          <ImageField
            id="event-icon"
            label={_(/*i18n*/ { id: 'Event Icon' })}
            value={field.value}
            onChange={(file) => field.onChange(file)}
            currentUrl={currentIconUrl}
            error={said(fieldState.error?.message)}
            onInvalid={(message) => setError('icon', { type: 'format', message })}
          />
        )}
      />
      <Controller
        control={control}
        name="arrVehicleCategory"
        render={({ field, fieldState }) => (
          <ChoiceList
            legend={_(/*i18n*/ { id: 'Categories' })}
            value={field.value}
            onChange={field.onChange}
            choices={categories.data?.map((category) => ({
              id: category.id,
              label: category.strVehicleCategoryName,
              detail: category.strVehicleTypeTitle,
              imageUrl: category.base64CategoryIcon,
            }))}
            isLoading={categories.isLoading}
            isError={categories.isError}
            loadingText={_(/*i18n*/ { id: 'Loading categories...' })}
            errorText={_(/*i18n*/ { id: 'Could not load the categories.' })}
            emptyText={_(/*i18n*/ { id: 'No categories yet: create them under Categories.' })}
            error={said(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="arrJudges"
        render={({ field, fieldState }) => (
          <ChoiceList
            legend={_(/*i18n*/ { id: 'Judges' })}
            value={field.value}
            onChange={field.onChange}
            choices={judges.data?.map((judge) => ({
              id: judge.intJudgeId,
              label: judge.strFullName,
              detail: judge.strTitle ? `${judge.strJudgeCode} · ${judge.strTitle}` : judge.strJudgeCode,
              imageUrl: judge.profilePicture,
              round: true,
            }))}
            isLoading={judges.isLoading}
            isError={judges.isError}
            loadingText={_(/*i18n*/ { id: 'Loading judges...' })}
            errorText={_(/*i18n*/ { id: 'Could not load the judges.' })}
            emptyText={_(/*i18n*/ { id: 'No judges yet: add them under Judges.' })}
            error={said(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="panels"
        render={({ field, fieldState }) => (
          <PanelsField
            categories={eventCategories}
            judges={(judges.data ?? []).filter((judge) => chosenJudges.includes(judge.intJudgeId))}
            value={field.value}
            onChange={field.onChange}
            error={said(fieldState.error?.message)}
          />
        )}
      />
      <ScoringSection form={form} categories={eventCategories} />
      <RegistrationSection form={form} categories={eventCategories} />
      <Button type="submit" className="mt-1 w-full">
        {editing ? _(/*i18n*/ { id: 'Update' }) : _(/*i18n*/ { id: 'Create' })}
      </Button>
    </form>
  );
}
