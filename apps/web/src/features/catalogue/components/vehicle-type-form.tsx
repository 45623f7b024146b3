import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { translated } from '@showgrid/shared/i18n/translate';
import { vehicleTypeBodySchema } from '@showgrid/shared/schemas/catalogue';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { showErrorMessage } from '../../../lib/show-error';
import { useCreateVehicleTypeMutation } from '../api/create-vehicle-type';
import { applyServerFieldErrors, failureMessage } from '../lib/server-errors';

export function VehicleTypeForm() {
  const { _, i18n } = useLingui();
  const create = useCreateVehicleTypeMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(vehicleTypeBodySchema),
    defaultValues: { strVehicleTypeTitle: '' },
  });

  const onSubmit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => {
        toast.success(_(/*i18n*/ { id: 'Vehicle type created' }));
        reset();
      },
      onError: (error) => {
        const shown = applyServerFieldErrors(error, setError, { strVehicleTypeTitle: 'strVehicleTypeTitle' });
        if (!shown) showErrorMessage(failureMessage(error, _(/*i18n*/ { id: 'Failed to create vehicle type' })));
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid items-start gap-4 sm:grid-cols-[minmax(0,28rem)_auto] sm:justify-start"
    >
      <TextField
        id="vehicle-type-name"
        label={_(/*i18n*/ { id: 'Vehicle Type Name' })}
        placeholder={_(/*i18n*/ { id: 'eg: Car' })}
        autoComplete="off"
        error={errors.strVehicleTypeTitle?.message === undefined ? undefined : translated(i18n, errors.strVehicleTypeTitle.message)}
        {...register('strVehicleTypeTitle')}
      />
      <Button type="submit" loading={create.isPending} className="min-w-24 sm:mt-6.5">
        {_(/*i18n*/ { id: 'Add' })}
      </Button>
    </form>
  );
}
