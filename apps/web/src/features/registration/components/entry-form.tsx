import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import { LIMITS } from '@showgrid/shared/limits';
import { moneyText } from '@showgrid/shared/registration-rules';
import { REGISTRATION_LIMITS, type PublicRegistration } from '@showgrid/shared/schemas/registration';
import { Button } from '../../../components/button';
import { MultiFileField } from '../../../components/multi-file-field';
import { SelectField } from '../../../components/select-field';
import { useRegisterEntryMutation, type RegistrationCreated } from '../api/register-entry';
import { useKeptForm } from '../hooks/use-kept-form';
import {
  entryBody,
  entryDefaults,
  entryDraftOf,
  entryFieldFor,
  entryFormSchema,
  entryRestored,
  type EntryFormInput,
  type EntryFormValues,
} from '../lib/entry-form';
import { showRefusal } from '../lib/show-refusal';
import { useEntryDraftStore } from '../stores/entry-draft-store';
import { CarDetailsFields } from './car-details-fields';
import { MESSAGES, PHOTO_TYPE_MESSAGE, photosHint } from './entry-messages';
import { classOptions, ExtrasFields } from './entry-fields';
import { PaymentModeField } from './payment-mode-field';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

interface EntryFormProps {
  registration: PublicRegistration;
  onEntered: (created: RegistrationCreated, values: EntryFormValues) => void;
}

/** The entry: the owner, the car, its class, how to pay, extras and photos; refusals shown at their fields. */
export function EntryForm({ registration, onEntered }: EntryFormProps) {
  const { _, i18n } = useLingui();
  const eventId = registration.intEventId;
  const schema = useMemo(() => entryFormSchema(registration, i18n), [registration, i18n]);
  // What was typed before a reload or a dropped tab comes back (ADR 041); read once, as the form starts.
  const [draft] = useState(() => useEntryDraftStore.getState().entries[String(eventId)]?.values ?? null);
  const [restored, setRestored] = useState(draft !== null);
  const form = useForm<EntryFormInput, unknown, EntryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: entryRestored(registration, draft),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = form;
  const keepEntry = useEntryDraftStore((state) => state.keepEntry);
  const dropEntry = useEntryDraftStore((state) => state.dropEntry);
  useKeptForm(form, (values) => keepEntry(eventId, entryDraftOf(values)));
  const startAgain = () => {
    reset(entryDefaults(registration));
    // After reset(), which the watcher keeps as a change: nothing of the old draft stays.
    dropEntry(eventId);
    setRestored(false);
  };
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useRegisterEntryMutation();
  const [categoryId, extras] = useWatch({ control, name: ['intCategoryId', 'extras'] });
  const money = (cents: number) => moneyText(cents, registration.strCurrency, i18n.locale);
  // A refusal's words in the page's language (the schema's are its English ids; the API's come translated).
  const shown = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const chosen = registration.arrClasses.find((c) => String(c.intCategoryId) === categoryId);
  const extrasCents = registration.arrExtras.reduce((sum, extra, index) => sum + extra.intPriceCents * (Number(extras[index]) || 0), 0);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await mutation.mutateAsync(await entryBody(values, registration));
      dropEntry(eventId);
      onEntered(created, values);
    } catch (error) {
      showRefusal(error, { fieldFor: entryFieldFor, setError, setFormError, failed: translated(i18n, MESSAGES.registerFailed) });
    }
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      {restored && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          <p>{translated(i18n, MESSAGES.draftRestored)}</p>
          <Button variant="secondary" onClick={startAgain}>
            {_(/*i18n*/ { id: 'Start again' })}
          </Button>
        </div>
      )}
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {translated(i18n, formError)}
        </p>
      )}
      <SelectField
        id="entry-class"
        label={_(/*i18n*/ { id: 'Class' })}
        placeholder={_(/*i18n*/ { id: 'Choose a class' })}
        options={classOptions(registration, i18n)}
        error={shown(errors.intCategoryId?.message)}
        {...register('intCategoryId')}
      />
      {chosen?.intPlacesLeft === 0 && (
        <p className="-mt-2 text-sm text-amber-800">
          {_(/*i18n*/ { id: 'This class is full: your entry goes on its waiting list, and you pay only if a place is offered to you.' })}
        </p>
      )}
      <CarDetailsFields idPrefix="entry" field={(name) => ({ ...register(name), error: errors[name]?.message })} />
      <ExtrasFields
        registration={registration}
        field={(index) => ({ ...register(`extras.${index}`), error: errors.extras?.[index]?.message })}
        error={errors.extras?.message}
      />
      <Controller
        control={control}
        name="photos"
        render={({ field, fieldState }) => (
          <MultiFileField
            id="entry-photos"
            label={_(/*i18n*/ { id: 'Photos of the car' })}
            hint={photosHint(i18n)}
            accept={IMAGE_ACCEPT}
            display="thumbnails"
            files={field.value}
            onChange={(files) => {
              clearErrors('photos');
              field.onChange(files);
            }}
            maxFiles={REGISTRATION_LIMITS.photosMax}
            maxBytes={LIMITS.imageMaxBytes}
            isAccepted={(file) => IMAGE_TYPES.includes(file.type)}
            typeMessage={translated(i18n, PHOTO_TYPE_MESSAGE)}
            error={shown(fieldState.error?.message)}
            onInvalid={(message) => setError('photos', { type: 'file', message })}
          />
        )}
      />
      <Controller
        control={control}
        name="strPaymentMode"
        render={({ field, fieldState }) => (
          <PaymentModeField
            modes={registration.arrPaymentModes}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {chosen && (
        <p className="flex justify-between rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-900">
          <span>{_(/*i18n*/ { id: 'Total' })}</span>
          <span>{money(chosen.intFeeCents + extrasCents)}</span>
        </p>
      )}
      <Button type="submit" loading={mutation.isPending} className="w-full py-3 text-base">
        {_(/*i18n*/ { id: 'Send entry' })}
      </Button>
    </form>
  );
}
