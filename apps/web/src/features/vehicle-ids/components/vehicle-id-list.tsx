import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { useAllCategories } from '../../../api/categories';
import { Button } from '../../../components/button';
import { SectionCard } from '../../../components/section-card';
import { SelectField } from '../../../components/select-field';
import { useDownloadCardsMutation } from '../api/get-category-cards';
import { useVehicleIds } from '../api/get-vehicle-ids';
import { useQrZipDownload } from '../hooks/use-qr-zip-download';
import { VehicleIdTable } from './vehicle-id-table';

interface VehicleIdListProps {
  categoryId: number | null;
  onCategoryChange: (categoryId: number | null) => void;
}

/** The second half of manage-vehicle-id: a category's generated ids, their QR codes and cards. */
export function VehicleIdList({ categoryId, onCategoryChange }: VehicleIdListProps) {
  const { _, i18n } = useLingui();
  const categories = useAllCategories();
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  const ids = useVehicleIds(categoryId);
  const zip = useQrZipDownload();
  const cards = useDownloadCardsMutation();
  const allIds = ids.data?.map((row) => row.strUniqueId) ?? [];
  const name = category?.strVehicleCategoryName ?? '';

  const [wholeSeries, setWholeSeries] = useState(false);

  const printCards = () => {
    if (!category) return;
    cards.mutate({ id: category.id, name, wholeSeries });
  };

  return (
    <SectionCard title={_(/*i18n*/ { id: 'Generated Vehicle IDs' })} headingId="vehicle-ids-heading">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div className="w-full max-w-sm">
          <SelectField
            id="list-category"
            label={_(/*i18n*/ { id: 'Category to show' })}
            placeholder={_(/*i18n*/ { id: 'Select a category' })}
            options={(categories.data ?? []).map((option) => ({ value: option.id, label: option.strVehicleCategoryName }))}
            value={categoryId ?? ''}
            onChange={(event) => onCategoryChange(event.target.value ? Number(event.target.value) : null)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {zip.progress && (
            <p role="status" className="text-sm text-slate-600">
              {_(
                /*i18n*/ {
                  id: 'Preparing {done} / {total}…',
                  values: { done: i18n.number(zip.progress.done), total: i18n.number(zip.progress.total) },
                },
              )}
            </p>
          )}
          <Button variant="secondary" disabled={zip.working || allIds.length === 0} onClick={() => void zip.download(allIds, name)}>
            {_(/*i18n*/ { id: 'Download all QR Codes' })}
          </Button>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-red-600"
              checked={wholeSeries}
              onChange={(change) => setWholeSeries(change.target.checked)}
            />
            {_(/*i18n*/ { id: 'Whole series' })}
          </label>
          <Button variant="secondary" disabled={allIds.length === 0} loading={cards.isPending} onClick={printCards}>
            {_(/*i18n*/ { id: 'Print cards' })}
          </Button>
        </div>
      </div>
      {categoryId === null ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">
          {_(/*i18n*/ { id: 'Please select a category to see its vehicle ids.' })}
        </p>
      ) : (
        <VehicleIdTable key={categoryId} categoryName={name} rows={ids.data} isLoading={ids.isPending} isError={ids.isError} />
      )}
    </SectionCard>
  );
}
