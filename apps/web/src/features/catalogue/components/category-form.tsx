import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { translated } from '@showgrid/shared/i18n/translate';
import { categoryBodySchema, type CategoryBody } from '@showgrid/shared/schemas/catalogue';
import { REQUIRED } from '@showgrid/shared/schemas/fields';
import { Button } from '../../../components/button';
import { ImageField } from '../../../components/image-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { fileToBase64 } from '../../../lib/files';
import { useVehicleTypes } from '../../../api/vehicle-types';
import { applyServerFieldErrors } from '../lib/server-errors';

const categoryFormSchema = z.object({
  strVehicleCategoryName: categoryBodySchema.shape.strVehicleCategoryName,
  intVehicleType: z.string().min(1, REQUIRED).transform(Number).pipe(z.number().int().positive()),
  icon: z.instanceof(File).nullable(),
});
type CategoryFormInput = z.input<typeof categoryFormSchema>;

/** What the form hands over: the API's fields, the icon already as base64 (only when one was picked). */
export type CategoryFormOutput = Required<Pick<CategoryBody, 'strVehicleCategoryName'>> & {
  intVehicleType: number;
  base64CategoryIcon?: string;
};

export interface CategoryFormHelpers {
  /** Shows a 400's field messages under the fields; false when none matched a field. */
  showServerErrors: (error: unknown) => boolean;
  /** Empties the form, the file picker included. */
  clear: () => void;
}

interface CategoryFormProps {
  /** Prefix of the field ids: the page form and the edit modal can both be on screen. */
  idPrefix: string;
  submitLabel: string;
  pending: boolean;
  initial?: { name: string; vehicleTypeId: number; iconUrl: string | null };
  /** Side by side on the page, one column in the modal. */
  layout?: 'wide' | 'stacked';
  onSubmit: (values: CategoryFormOutput, helpers: CategoryFormHelpers) => void;
}

export function CategoryForm({ idPrefix, submitLabel, pending, initial, layout = 'stacked', onSubmit }: CategoryFormProps) {
  const { _, i18n } = useLingui();
  // The schema's words are English ids; the server's and the image picker's are the reader's already.
  const shown = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const types = useVehicleTypes();
  // A new key remounts the file input, the only way to empty what it shows.
  const [pickerKey, setPickerKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      strVehicleCategoryName: initial?.name ?? '',
      intVehicleType: initial ? String(initial.vehicleTypeId) : '',
      icon: null,
    } satisfies CategoryFormInput,
  });

  const helpers: CategoryFormHelpers = {
    showServerErrors: (error) =>
      applyServerFieldErrors(error, setError, {
        strVehicleCategoryName: 'strVehicleCategoryName',
        intVehicleType: 'intVehicleType',
        base64CategoryIcon: 'icon',
      }),
    clear: () => {
      reset();
      setPickerKey((key) => key + 1);
    },
  };

  const submit = handleSubmit(async ({ icon, ...values }) => {
    if (!icon) return onSubmit(values, helpers);
    let base64CategoryIcon: string;
    try {
      base64CategoryIcon = await fileToBase64(icon);
    } catch {
      // The file went away or became unreadable after it was picked.
      setError('icon', { type: 'read', message: _(/*i18n*/ { id: 'The image could not be read. Please choose it again.' }) });
      return;
    }
    onSubmit({ ...values, base64CategoryIcon }, helpers);
  });

  const wide = layout === 'wide';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className={`grid items-start gap-5 ${wide ? 'md:grid-cols-2' : ''}`}>
        <TextField
          id={`${idPrefix}-name`}
          label={_(/*i18n*/ { id: 'Category Name' })}
          placeholder={_(/*i18n*/ { id: 'Eg: Classic Cars' })}
          autoComplete="off"
          error={shown(errors.strVehicleCategoryName?.message)}
          {...register('strVehicleCategoryName')}
        />
        {/* Controlled, so a prefilled type shows as soon as the type list arrives. */}
        <Controller
          control={control}
          name="intVehicleType"
          render={({ field, fieldState }) => (
            <SelectField
              id={`${idPrefix}-vehicle-type`}
              label={_(/*i18n*/ { id: 'Vehicle Type Name' })}
              placeholder={_(/*i18n*/ { id: 'Select a vehicle type' })}
              options={(types.data ?? []).map((type) => ({ value: type.id, label: type.strVehicleTypeTitle }))}
              error={shown(fieldState.error?.message) ?? (types.isError ? _(/*i18n*/ { id: 'Error loading vehicle types' }) : undefined)}
              {...field}
            />
          )}
        />
        <div className={wide ? 'md:col-span-2' : ''}>
          <Controller
            control={control}
            name="icon"
            render={({ field, fieldState }) => (
              <ImageField
                key={pickerKey}
                id={`${idPrefix}-image`}
                label={_(/*i18n*/ { id: 'Vehicle Category Image' })}
                value={field.value}
                currentUrl={initial?.iconUrl}
                error={shown(fieldState.error?.message)}
                onChange={(file) => {
                  clearErrors('icon');
                  // No re-validation here: after a first submit it would run the resolver, which
                  // finds "no file" valid and would wipe the format message set just after.
                  setValue('icon', file, { shouldDirty: true });
                }}
                onInvalid={(message) => setError('icon', { type: 'format', message })}
              />
            )}
          />
        </div>
      </div>
      <div className={wide ? '' : 'flex justify-end'}>
        <Button type="submit" loading={pending || isSubmitting} className="min-w-28">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
