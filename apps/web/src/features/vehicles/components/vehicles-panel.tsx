import { useLingui } from '@lingui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { LIMITS } from '@showgrid/shared/limits';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pagination } from '../../../components/pagination';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteVehicleMutation } from '../api/delete-vehicle';
import { useVehicles } from '../api/get-vehicles';
import { vehicleLabel } from '../lib/vehicle-name';
import { BulkUploadModal } from './bulk-upload-modal';
import { VehicleFormModal } from './vehicle-form-modal';
import { VehiclesTable } from './vehicles-table';

type Dialog = { kind: 'none' } | { kind: 'form'; vehicle: Vehicle | null } | { kind: 'upload' };

interface VehiclesPanelProps {
  eventId: number;
  categories: ShowEvent['arrVehicleCategory'];
}

/** The toolbar (search, Upload, Add Vehicles), the paged table and the page's dialogs. */
export function VehiclesPanel({ eventId, categories }: VehiclesPanelProps) {
  const { _ } = useLingui();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), LIMITS.searchDebounceMs);
  // The page belongs to one search: a new search starts again at page 1 without an extra render.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });

  const vehicles = useVehicles({ eventId, page, search });
  const rows = vehicles.data?.data;

  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const deleteVehicle = useDeleteVehicleMutation();
  const close = () => setDialog({ kind: 'none' });

  const confirmDelete = (vehicle: Vehicle) => {
    deleteVehicle.mutate(vehicle.intVehicleId, {
      onSuccess: () => {
        toast.success(_(/*i18n*/ { id: 'Vehicle deleted' }));
        // The last row of a later page is gone: show the page before it.
        if (rows?.length === 1 && page > 1) setPage(page - 1);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <label htmlFor="vehicle-search" className="sr-only">
          {_(/*i18n*/ { id: 'Search vehicles' })}
        </label>
        <input
          id="vehicle-search"
          type="search"
          placeholder={_(/*i18n*/ { id: 'Search owner name or register number' })}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="w-80 max-w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-slate-200"
        />
        <Button variant="secondary" onClick={() => setDialog({ kind: 'upload' })}>
          {_(/*i18n*/ { id: 'Upload' })}
        </Button>
        <Button onClick={() => setDialog({ kind: 'form', vehicle: null })}>{_(/*i18n*/ { id: 'Add Vehicles' })}</Button>
      </div>

      <div className={`flex flex-col gap-4 ${vehicles.isPlaceholderData ? 'opacity-60' : ''}`}>
        <VehiclesTable
          vehicles={rows}
          isLoading={vehicles.isLoading}
          isError={vehicles.isError}
          onEdit={(vehicle) => setDialog({ kind: 'form', vehicle })}
          onDelete={setDeleting}
        />
        {vehicles.data && (
          <Pagination page={vehicles.data.pagination.page} totalPages={vehicles.data.pagination.totalPages} onChange={setPage} />
        )}
      </div>

      {dialog.kind === 'form' && (
        <VehicleFormModal
          key={dialog.vehicle?.intVehicleId ?? 'new'}
          eventId={eventId}
          categories={categories}
          vehicle={dialog.vehicle}
          onClose={close}
        />
      )}
      {dialog.kind === 'upload' && <BulkUploadModal eventId={eventId} onClose={close} />}
      <ConfirmDialog
        open={deleting !== null}
        title={_(/*i18n*/ { id: 'Delete vehicle' })}
        description={_(
          /*i18n*/ {
            id: 'Delete {name}? Its images and documents are removed with it.',
            values: { name: deleting ? vehicleLabel(deleting) : '' },
          },
        )}
        confirmLabel={_(/*i18n*/ { id: 'Delete' })}
        busy={deleteVehicle.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
