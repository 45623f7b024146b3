import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { ENTRANT_MESSAGES } from '@showgrid/shared/entry-form-rules';
import { translated } from '@showgrid/shared/i18n/translate';
import { ENTRY_FORM, registerPath, type RegisterStep } from '@showgrid/shared/public-pages';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import { Button } from '../components/button';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { CarDetailsFields } from '../features/registration/components/car-details-fields';
import { classOptions, ExtrasFields } from '../features/registration/components/entry-fields';
import { photosHint } from '../features/registration/components/entry-messages';
import { PaymentModeField } from '../features/registration/components/payment-mode-field';

/** The photos the server takes (it re-encodes them): the same as the app's form. */
const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

interface NoScriptEntryFormProps {
  /** The form's id: the app's steps read what was typed in it (register-island.tsx). */
  id: string;
  registration: PublicRegistration;
  step: Extract<RegisterStep, { step: 'entry' }>;
}

/**
 * The entry as a plain form (POST /register/{eventId}, multipart with its photos): the server
 * checks it with the API's rules and answers the outcome, or this form again as it was sent with
 * each refusal under its field. The app's form (entry-form.tsx) has the same fields, ids and words.
 */
export function NoScriptEntryForm({ id, registration, step }: NoScriptEntryFormProps) {
  const { _, i18n } = useLingui();
  const { values, errors } = step;
  const shown = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const [onlyClass] = registration.arrClasses.length === 1 ? registration.arrClasses : [];
  const [onlyMode] = registration.arrPaymentModes.length === 1 ? registration.arrPaymentModes : [];
  const [mode, setMode] = useState(values[ENTRY_FORM.payment] ?? onlyMode ?? '');
  return (
    <form
      id={id}
      method="post"
      action={registerPath(registration.intEventId)}
      encType="multipart/form-data"
      noValidate
      className="flex flex-col gap-4"
    >
      {step.formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {translated(i18n, step.formError)}
        </p>
      )}
      <SelectField
        id="entry-class"
        label={_(/*i18n*/ { id: 'Class' })}
        name={ENTRY_FORM.category}
        placeholder={_(/*i18n*/ { id: 'Choose a class' })}
        defaultValue={values[ENTRY_FORM.category] ?? (onlyClass ? String(onlyClass.intCategoryId) : '')}
        options={classOptions(registration, i18n)}
        error={shown(errors[ENTRY_FORM.category])}
      />
      <CarDetailsFields idPrefix="entry" field={(name) => ({ name, defaultValue: values[name] ?? '', error: errors[name] })} />
      <ExtrasFields
        registration={registration}
        field={(index) => ({
          name: ENTRY_FORM.extra(index),
          defaultValue: values[ENTRY_FORM.extra(index)] ?? '0',
          error: errors[ENTRY_FORM.extra(index)],
        })}
        error={errors.extras}
      />
      <TextField
        id="entry-photos"
        label={_(/*i18n*/ { id: 'Photos of the car' })}
        name={ENTRY_FORM.photos}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        hint={step.photosDropped ? translated(i18n, ENTRANT_MESSAGES.photosAgain) : photosHint(i18n)}
        error={shown(errors[ENTRY_FORM.photos])}
      />
      <PaymentModeField modes={registration.arrPaymentModes} value={mode} onChange={setMode} error={errors[ENTRY_FORM.payment]} />
      <Button type="submit" name={ENTRY_FORM.action} value="enter" className="w-full py-3 text-base">
        {_(/*i18n*/ { id: 'Send entry' })}
      </Button>
    </form>
  );
}
