import { useLingui } from '@lingui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import { SelectField } from '../../../components/select-field';
import { useAvailableVehicleIds } from '../api/get-available-vehicle-ids';
import type { VehicleFormInput, VehicleFormValues } from '../lib/vehicle-form-schema';

interface VehicleIdSelectProps {
  form: UseFormReturn<VehicleFormInput, unknown, VehicleFormValues>;
  eventId: number;
  categoryId: number | null;
  /** When editing: the vehicle's own id stays a choice. */
  vehicleId: number | null;
}

/** SPEC §2: the free ids of the chosen category load only once a category is chosen. */
export function VehicleIdSelect({ form, eventId, categoryId, vehicleId }: VehicleIdSelectProps) {
  const { _, i18n } = useLingui();
  const ids = useAvailableVehicleIds(categoryId === null ? null : { eventId, categoryId, vehicleId });
  const list = ids.data ?? [];

  let placeholder = _(/*i18n*/ { id: 'Select a vehicle ID' });
  if (categoryId === null) placeholder = _(/*i18n*/ { id: 'Please select a category' });
  else if (ids.isLoading) placeholder = _(/*i18n*/ { id: 'Loading vehicle IDs...' });
  else if (ids.isError) placeholder = _(/*i18n*/ { id: 'Vehicle IDs could not be loaded' });
  else if (list.length === 0) placeholder = _(/*i18n*/ { id: 'No vehicle IDs assigned for this category' });

  return (
    <Controller
      control={form.control}
      name="strUniqueId"
      render={({ field, fieldState }) => (
        <SelectField
          id="vehicle-unique-id"
          label={_(/*i18n*/ { id: 'Vehicle ID' })}
          placeholder={placeholder}
          options={list.map((id) => ({ value: id, label: id }))}
          error={fieldState.error?.message === undefined ? undefined : translated(i18n, fieldState.error.message)}
          {...field}
          disabled={list.length === 0}
        />
      )}
    />
  );
}
