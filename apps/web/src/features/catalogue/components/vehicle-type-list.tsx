import { useState } from 'react';
import toast from 'react-hot-toast';
import type { VehicleType } from '@showgrid/shared/schemas/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconButton } from '../../../components/icon-button';
import { TextField } from '../../../components/text-field';
import { useDeleteVehicleTypeMutation } from '../api/delete-vehicle-type';
import { useVehicleTypes } from '../../../api/vehicle-types';
import { plural } from '../lib/plural';
import { SectionCard } from '../../../components/section-card';

/** Says what goes with the type, and warns when categories still use it (the server refuses that). */
export function removeTypeDescription(type: VehicleType): string {
  const parts = [`“${type.strVehicleTypeTitle}” will be removed.`];
  if (type.intParameterCount > 0) {
    parts.push(`Its ${plural(type.intParameterCount, 'parameter')} will be removed too.`);
  }
  if (type.intCategoryCount > 0) {
    parts.push(
      `It is used by ${plural(type.intCategoryCount, 'category', 'categories')}, which must be deleted or moved to another type first.`,
    );
  }
  return parts.join(' ');
}

export function VehicleTypeList() {
  const types = useVehicleTypes();
  const remove = useDeleteVehicleTypeMutation();
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<VehicleType | null>(null);

  const needle = search.trim().toLowerCase();
  const all = types.data ?? [];
  const shown = needle ? all.filter((type) => type.strVehicleTypeTitle.toLowerCase().includes(needle)) : all;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success('Vehicle type removed'),
      onSettled: () => setRemoving(null),
    });
  };

  let state: string | null = null;
  if (types.isPending) state = 'Loading vehicle types...';
  else if (types.isError) state = 'Error loading vehicle types';
  else if (all.length === 0) state = 'No vehicle types created yet.';
  else if (shown.length === 0) state = `No vehicle types match “${search.trim()}”.`;

  return (
    <SectionCard
      title="Vehicle Type Created"
      headingId="vehicle-types-heading"
      aside={
        <div className="w-full sm:w-64">
          <TextField
            id="vehicle-type-search"
            label="Search"
            type="search"
            placeholder="Search Here"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      }
    >
      {state !== null ? (
        <p className={`py-8 text-center ${types.isError ? 'text-red-600' : 'text-slate-500'}`}>{state}</p>
      ) : (
        <ul aria-labelledby="vehicle-types-heading" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((type) => (
            <li key={type.id} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{type.strVehicleTypeTitle}</p>
                <p className="text-xs text-slate-500">
                  {plural(type.intParameterCount, 'parameter')} · {plural(type.intCategoryCount, 'category', 'categories')}
                </p>
              </div>
              <IconButton icon="delete" label={`Remove ${type.strVehicleTypeTitle}`} onClick={() => setRemoving(type)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove vehicle type?"
        description={removing ? removeTypeDescription(removing) : ''}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
