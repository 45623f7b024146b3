import { useLingui } from '@lingui/react';
import type { UseFormReturn } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import { LOCALE_NAMES, LOCALES } from '@showgrid/shared/locales';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { EventFormInput, EventFormValues } from '../lib/event-form-schema';

/** The zones this browser knows, for the field's suggestions (typing any IANA name works too). */
const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * The show's language and time zone (issue 33): its public pages, mails and files speak the
 * language and write times in the zone. An empty zone is the server's own (TIME_ZONE).
 */
export function PlaceFields({ form }: { form: UseFormReturn<EventFormInput, unknown, EventFormValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  const { _, i18n } = useLingui();
  const said = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="event-locale"
        label={_(/*i18n*/ { id: 'Language' })}
        options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        error={said(errors.strLocale?.message)}
        {...register('strLocale')}
      />
      <TextField
        id="event-time-zone"
        label={_(/*i18n*/ { id: 'Time zone' })}
        list="event-time-zones"
        autoComplete="off"
        placeholder="Europe/Amsterdam"
        hint={_(/*i18n*/ { id: "Empty: the server's time zone." })}
        error={said(errors.strTimeZone?.message)}
        {...register('strTimeZone')}
      />
      <datalist id="event-time-zones">
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </div>
  );
}
