import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { translated } from '@showgrid/shared/i18n/translate';
import { LIMITS } from '@showgrid/shared/limits';
import { parameterBodySchema } from '@showgrid/shared/schemas/catalogue';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useCreateParameterMutation } from '../api/create-parameter';
import { useVehicleTypes } from '../../../api/vehicle-types';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showErrorMessage } from '../../../lib/show-error';
import { applyServerFieldErrors, failureMessage } from '../lib/server-errors';

// The vehicle type lives outside the form: it also chooses which list is shown below.
const parameterFormSchema = parameterBodySchema.pick({ strParameterTitle: true, intScoreLimit: true });

interface ParameterFormProps {
  vehicleTypeId: number | null;
  onVehicleTypeChange: (id: number | null) => void;
}

export function ParameterForm({ vehicleTypeId, onVehicleTypeChange }: ParameterFormProps) {
  const { _, i18n } = useLingui();
  const shown = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const types = useVehicleTypes();
  const create = useCreateParameterMutation();
  const [typeError, setTypeError] = useState<string>();
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(parameterFormSchema),
    defaultValues: { strParameterTitle: '', intScoreLimit: LIMITS.defaultScoreLimit },
  });

  const onSubmit = handleSubmit((values) => {
    if (vehicleTypeId === null) return;
    create.mutate(
      { ...values, intVehicleType: vehicleTypeId },
      {
        onSuccess: () => {
          toast.success(_(/*i18n*/ { id: 'Parameter added' }));
          // The limit is kept: a type's parameters usually share one scale.
          resetField('strParameterTitle');
          setFocus('strParameterTitle');
        },
        onError: (error) => {
          const typeMessage = serverFieldErrors(error)?.intVehicleType;
          setTypeError(typeMessage);
          const shown = applyServerFieldErrors(error, setError, {
            strParameterTitle: 'strParameterTitle',
            intScoreLimit: 'intScoreLimit',
          });
          if (!shown && typeMessage === undefined) showErrorMessage(failureMessage(error, _(/*i18n*/ { id: 'Failed to add parameter' })));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div className="max-w-sm">
        <SelectField
          id="parameter-vehicle-type"
          label={_(/*i18n*/ { id: 'Vehicle Type' })}
          placeholder={_(/*i18n*/ { id: 'Select a vehicle type' })}
          value={vehicleTypeId ?? ''}
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.strVehicleTypeTitle }))}
          error={typeError ?? (types.isError ? _(/*i18n*/ { id: 'Error loading vehicle types' }) : undefined)}
          onChange={(event) => {
            setTypeError(undefined);
            onVehicleTypeChange(event.target.value ? Number(event.target.value) : null);
          }}
        />
      </div>
      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_9rem_auto]">
        <TextField
          id="parameter-title"
          label={_(/*i18n*/ { id: 'Parameter Title' })}
          placeholder={_(/*i18n*/ { id: 'eg: Build Quality' })}
          autoComplete="off"
          error={shown(errors.strParameterTitle?.message)}
          {...register('strParameterTitle')}
        />
        <TextField
          id="parameter-score-limit"
          label={_(/*i18n*/ { id: 'Score Limit' })}
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.scoreLimitMax}
          step={1}
          error={shown(errors.intScoreLimit?.message)}
          {...register('intScoreLimit')}
        />
        <Button
          type="submit"
          loading={create.isPending}
          disabled={vehicleTypeId === null}
          title={vehicleTypeId === null ? _(/*i18n*/ { id: 'Select a vehicle type first' }) : undefined}
          className="min-w-24 md:mt-6.5"
        >
          {_(/*i18n*/ { id: 'Add' })}
        </Button>
      </div>
    </form>
  );
}
