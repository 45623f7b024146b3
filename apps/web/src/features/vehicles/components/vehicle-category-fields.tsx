import { useLingui } from '@lingui/react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { useAllCategories } from '../../../api/categories';
import { SelectField } from '../../../components/select-field';
import { useVehicleTypes } from '../../../api/vehicle-types';
import type { VehicleFormInput, VehicleFormValues } from '../lib/vehicle-form-schema';
import { VehicleIdSelect } from './vehicle-id-select';

interface VehicleCategoryFieldsProps {
  form: UseFormReturn<VehicleFormInput, unknown, VehicleFormValues>;
  eventId: number;
  categories: ShowEvent['arrVehicleCategory'];
  vehicle: Vehicle | null;
}

/** Category, the vehicle type it decides (shown, not chosen) and the vehicle id from its series. */
export function VehicleCategoryFields({ form, eventId, categories, vehicle }: VehicleCategoryFieldsProps) {
  const { _, i18n } = useLingui();
  const { control, setValue } = form;
  const categoryId = Number(useWatch({ control, name: 'intCategoryId' }) || 0);
  const allCategories = useAllCategories();
  const types = useVehicleTypes();
  const typeId = allCategories.data?.find((category) => category.id === categoryId)?.intVehicleType;
  // Shown until the type list arrives (or if it cannot): the event already names each category's type.
  const typeTitle =
    categories.find((category) => category.id === categoryId)?.strVehicleTypeTitle ??
    (vehicle?.intCategoryId === categoryId ? vehicle.strVehicleTypeTitle : undefined);

  const options = categories.map((category) => ({ value: category.id, label: category.strVehicleCategoryName }));
  // A vehicle whose category has since left the event keeps it as a choice.
  if (vehicle && !options.some((option) => option.value === vehicle.intCategoryId)) {
    options.push({ value: vehicle.intCategoryId, label: vehicle.strCategoryName });
  }

  return (
    <>
      <Controller
        control={control}
        name="intCategoryId"
        render={({ field, fieldState }) => (
          <SelectField
            id="vehicle-category"
            label={_(/*i18n*/ { id: 'Category' })}
            placeholder={options.length === 0 ? _(/*i18n*/ { id: 'No categories in this event' }) : _(/*i18n*/ { id: 'Select a category' })}
            options={options}
            error={fieldState.error?.message === undefined ? undefined : translated(i18n, fieldState.error.message)}
            {...field}
            onChange={(event) => {
              field.onChange(event);
              // The ids of one category's series mean nothing in another.
              setValue('strUniqueId', '');
            }}
          />
        )}
      />
      <div className="flex flex-col gap-1">
        <SelectField
          id="vehicle-type"
          label={_(/*i18n*/ { id: 'Vehicle Type' })}
          disabled
          aria-describedby="vehicle-type-hint"
          placeholder={categoryId ? (typeTitle ?? _(/*i18n*/ { id: 'Loading...' })) : _(/*i18n*/ { id: 'Select a category first' })}
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.strVehicleTypeTitle }))}
          value={typeId ?? ''}
        />
        <p id="vehicle-type-hint" className="text-sm text-slate-500">
          {_(/*i18n*/ { id: 'Follows the category.' })}
        </p>
      </div>
      <VehicleIdSelect form={form} eventId={eventId} categoryId={categoryId || null} vehicleId={vehicle?.intVehicleId ?? null} />
    </>
  );
}
