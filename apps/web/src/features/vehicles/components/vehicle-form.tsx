import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Controller, useForm } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { PAYMENT_STATUSES, REGISTRATION_TYPES, type Vehicle } from '@showgrid/shared/schemas/vehicle';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import {
  vehicleFormDefaults,
  vehicleFormSchema,
  type VehicleFormField,
  type VehicleFormInput,
  type VehicleFormValues,
} from '../lib/vehicle-form-schema';
import { PAYMENT_STATUS_LABELS, REGISTRATION_TYPE_LABELS } from '../lib/vehicle-choices';
import { VehicleCategoryFields } from './vehicle-category-fields';
import { VehicleFileFields } from './vehicle-file-fields';

export type ServerFieldErrors = Partial<Record<VehicleFormField, string>>;

interface VehicleFormProps {
  eventId: number;
  /** The event's categories (the vehicle's own is offered too when it left the event). */
  categories: ShowEvent['arrVehicleCategory'];
  /** The vehicle being edited; null when adding. */
  vehicle: Vehicle | null;
  pending: boolean;
  /** Resolves to the server's field errors (400 / 413) to show inline, or nothing. */
  onSubmit: (values: VehicleFormValues) => Promise<ServerFieldErrors | undefined>;
}

export function VehicleForm({ eventId, categories, vehicle, pending, onSubmit }: VehicleFormProps) {
  const { _, i18n } = useLingui();
  // The schema's and the server's words: the schema's are English ids, the server's already in the reader's language.
  const shown = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const choices = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
    values.map((value) => ({ value, label: translated(i18n, labels[value]) }));
  const form = useForm<VehicleFormInput, unknown, VehicleFormValues>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: vehicleFormDefaults(vehicle),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    let focused = false;
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      if (!isFormField(field)) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
  });

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="vehicle-registration"
          label={_(/*i18n*/ { id: 'Registration Number' })}
          autoComplete="off"
          error={shown(errors.strRegistrationNo?.message)}
          {...register('strRegistrationNo')}
        />
        <TextField
          id="vehicle-brand"
          label={_(/*i18n*/ { id: 'Brand' })}
          autoComplete="off"
          error={shown(errors.strBrandName?.message)}
          {...register('strBrandName')}
        />
        <TextField
          id="vehicle-model"
          label={_(/*i18n*/ { id: 'Model' })}
          autoComplete="off"
          error={shown(errors.strModelName?.message)}
          {...register('strModelName')}
        />
        <TextField
          id="vehicle-owner"
          label={_(/*i18n*/ { id: 'Owner Name' })}
          autoComplete="off"
          error={shown(errors.strOwnerName?.message)}
          {...register('strOwnerName')}
        />
        <VehicleCategoryFields form={form} eventId={eventId} categories={categories} vehicle={vehicle} />
        <SelectField
          id="vehicle-payment"
          label={_(/*i18n*/ { id: 'Payment Status' })}
          options={choices(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)}
          error={shown(errors.strPaymentStatus?.message)}
          {...register('strPaymentStatus')}
        />
        <SelectField
          id="vehicle-registration-type"
          label={_(/*i18n*/ { id: 'Registration Type' })}
          options={choices(REGISTRATION_TYPES, REGISTRATION_TYPE_LABELS)}
          error={shown(errors.registrationType?.message)}
          {...register('registrationType')}
        />
        <Controller
          control={control}
          name="blnParticipateinLegendsTour"
          render={({ field: { value, onChange, ...field }, fieldState }) => (
            <div>
              <SwitchField
                id="vehicle-tour"
                label={_(/*i18n*/ { id: 'Themed Regional Tour' })}
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                aria-describedby={fieldState.error ? 'vehicle-tour-message' : undefined}
                {...field}
              />
              {fieldState.error && (
                <p id="vehicle-tour-message" className="text-sm text-red-600">
                  {shown(fieldState.error.message)}
                </p>
              )}
            </div>
          )}
        />
      </div>
      <VehicleFileFields form={form} vehicle={vehicle} />
      {/* Stays in view at the bottom of the scrolling modal. */}
      <div className="sticky -bottom-5 -mx-6 -mb-5 flex justify-end border-t border-slate-200 bg-white px-6 py-4">
        <Button type="submit" loading={pending || isSubmitting} className="min-w-28">
          {vehicle ? _(/*i18n*/ { id: 'Update' }) : _(/*i18n*/ { id: 'Create' })}
        </Button>
      </div>
    </form>
  );
}

const FORM_FIELDS = new Set<string>(Object.keys(vehicleFormSchema.shape));

function isFormField(field: string): field is VehicleFormField {
  return FORM_FIELDS.has(field);
}
