import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { VehicleType } from '@showgrid/shared/schemas/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconButton } from '../../../components/icon-button';
import { TextField } from '../../../components/text-field';
import { useDeleteVehicleTypeMutation } from '../api/delete-vehicle-type';
import { useVehicleTypes } from '../../../api/vehicle-types';
import { SectionCard } from '../../../components/section-card';

/** Says what goes with the type, and warns when categories still use it (the server refuses that). */
export function removeTypeDescription(i18n: I18n, type: VehicleType): string {
  const parts = [i18n._(/*i18n*/ { id: '“{name}” will be removed.', values: { name: type.strVehicleTypeTitle } })];
  if (type.intParameterCount > 0) {
    parts.push(
      i18n._(
        /*i18n*/ {
          id: '{count, plural, one {Its # parameter will be removed too.} other {Its # parameters will be removed too.}}',
          values: { count: type.intParameterCount },
        },
      ),
    );
  }
  if (type.intCategoryCount > 0) {
    parts.push(
      i18n._(
        /*i18n*/ {
          id: '{count, plural, one {It is used by # category, which must be deleted or moved to another type first.} other {It is used by # categories, which must be deleted or moved to another type first.}}',
          values: { count: type.intCategoryCount },
        },
      ),
    );
  }
  return parts.join(' ');
}

export function VehicleTypeList() {
  const { _, i18n } = useLingui();
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
      onSuccess: () => toast.success(_(/*i18n*/ { id: 'Vehicle type removed' })),
      onSettled: () => setRemoving(null),
    });
  };

  let state: string | null = null;
  if (types.isPending) state = _(/*i18n*/ { id: 'Loading vehicle types...' });
  else if (types.isError) state = _(/*i18n*/ { id: 'Error loading vehicle types' });
  else if (all.length === 0) state = _(/*i18n*/ { id: 'No vehicle types created yet.' });
  else if (shown.length === 0) state = _(/*i18n*/ { id: 'No vehicle types match “{search}”.', values: { search: search.trim() } });

  return (
    <SectionCard
      title={_(/*i18n*/ { id: 'Vehicle Type Created' })}
      headingId="vehicle-types-heading"
      aside={
        <div className="w-full sm:w-64">
          <TextField
            id="vehicle-type-search"
            label={_(/*i18n*/ { id: 'Search' })}
            type="search"
            placeholder={_(/*i18n*/ { id: 'Search Here' })}
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
                  {_(
                    /*i18n*/ {
                      id: '{parameters, plural, one {# parameter} other {# parameters}} · {categories, plural, one {# category} other {# categories}}',
                      values: { parameters: type.intParameterCount, categories: type.intCategoryCount },
                    },
                  )}
                </p>
              </div>
              <IconButton
                icon="delete"
                label={_(/*i18n*/ { id: 'Remove {name}', values: { name: type.strVehicleTypeTitle } })}
                onClick={() => setRemoving(type)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={_(/*i18n*/ { id: 'Remove vehicle type?' })}
        description={removing ? removeTypeDescription(i18n, removing) : ''}
        confirmLabel={_(/*i18n*/ { id: 'Remove' })}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
