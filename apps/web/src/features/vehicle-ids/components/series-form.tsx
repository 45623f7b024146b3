import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { translated } from '@showgrid/shared/i18n/translate';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import { checkVehicleIdSeries, vehicleIdBoundSchema, vehicleIdPrefixSchema } from '@showgrid/shared/schemas/catalogue';
import { REQUIRED } from '@showgrid/shared/schemas/fields';
import { useAllCategories } from '../../../api/categories';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showErrorMessage } from '../../../lib/show-error';
import { useUpdateVehicleIdSeriesMutation } from '../api/update-vehicle-id-series';

const SERIES_FIELDS = ['strPrefix', 'intStartRange', 'intRangeUpto'] as const;

const seriesFormSchema = z
  .object({
    categoryId: z.string().min(1, REQUIRED).transform(Number),
    strPrefix: vehicleIdPrefixSchema,
    intStartRange: vehicleIdBoundSchema,
    intRangeUpto: vehicleIdBoundSchema,
  })
  .superRefine(checkVehicleIdSeries);
type SeriesFormInput = z.input<typeof seriesFormSchema>;

const blank = { strPrefix: '', intStartRange: '', intRangeUpto: '' };
const valuesOf = (category: Category | undefined) =>
  category?.strPrefix
    ? {
        strPrefix: category.strPrefix,
        intStartRange: String(category.intStartRange ?? ''),
        intRangeUpto: String(category.intRangeUpto ?? ''),
      }
    : blank;

interface SeriesFormProps {
  /** After a series is saved: the page lists that category's ids when it shows none yet. */
  onSaved: (categoryId: number) => void;
}

/**
 * SPEC "Admin vehicle ID creation": a category, its prefix and its Start–End series. The button
 * says Update when the category already has a series, else Create.
 */
export function SeriesForm({ onSaved }: SeriesFormProps) {
  const { _, i18n } = useLingui();
  // The shared rules' English ("This field is required."), in the organiser's language; the server's come in it already.
  const say = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const categories = useAllCategories();
  const save = useUpdateVehicleIdSeriesMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(seriesFormSchema),
    defaultValues: { categoryId: '', ...blank } satisfies SeriesFormInput,
  });

  const categoryId = useWatch({ control, name: 'categoryId' });
  const chosen = categories.data?.find((category) => String(category.id) === categoryId);
  const categoryField = register('categoryId', {
    // A new category brings its own series into the fields (or empties them).
    onChange: (event: { target: { value: string } }) => {
      const next = categories.data?.find((category) => String(category.id) === event.target.value);
      reset({ categoryId: event.target.value, ...valuesOf(next) });
    },
  });

  const onSubmit = handleSubmit(({ categoryId, ...series }) => {
    save.mutate(
      { categoryId, series },
      {
        onSuccess: () => {
          toast.success(_(/*i18n*/ { id: 'Vehicle Id Created' }));
          onSaved(categoryId);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error) ?? {};
          let focus = true;
          for (const field of SERIES_FIELDS) {
            const message = fields[field];
            if (message === undefined) continue;
            setError(field, { type: 'server', message }, { shouldFocus: focus });
            focus = false;
          }
          showErrorMessage(_(/*i18n*/ { id: 'Failed to assign unique id' }));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <SelectField
          id="series-category"
          label={_(/*i18n*/ { id: 'Category' })}
          placeholder={_(/*i18n*/ { id: 'Select a category' })}
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.strVehicleCategoryName }))}
          error={say(errors.categoryId?.message) ?? (categories.isError ? _(/*i18n*/ { id: 'Error loading categories' }) : undefined)}
          {...categoryField}
        />
        <TextField
          id="series-prefix"
          label={_(/*i18n*/ { id: 'Vehicle Prefix' })}
          placeholder="SS"
          required
          autoComplete="off"
          maxLength={6}
          className="uppercase placeholder:normal-case"
          error={say(errors.strPrefix?.message)}
          {...register('strPrefix')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{_(/*i18n*/ { id: 'Sequence Series' })}</legend>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField
            id="series-start"
            label={_(/*i18n*/ { id: 'Start' })}
            type="number"
            inputMode="numeric"
            min={1}
            max={9999}
            placeholder="1"
            error={say(errors.intStartRange?.message)}
            {...register('intStartRange')}
          />
          <TextField
            id="series-end"
            label={_(/*i18n*/ { id: 'End' })}
            type="number"
            inputMode="numeric"
            min={1}
            max={9999}
            placeholder="150"
            error={say(errors.intRangeUpto?.message)}
            {...register('intRangeUpto')}
          />
        </div>
        <p className="text-sm text-slate-500">
          {_(/*i18n*/ { id: 'Ids are the prefix and the number padded to the digits of the end: SS with 1 to 150 gives SS001 to SS150.' })}
        </p>
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending} className="min-w-28">
          {chosen?.strPrefix ? _(/*i18n*/ { id: 'Update' }) : _(/*i18n*/ { id: 'Create' })}
        </Button>
      </div>
    </form>
  );
}
