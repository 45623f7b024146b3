import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { translated } from '@showgrid/shared/i18n/translate';
import { DataTable, type Column } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';
import { vehicleLabel, vehicleName } from '../lib/vehicle-name';
import { PAYMENT_STATUS_LABELS } from '../lib/vehicle-choices';
import { VehicleThumbnail } from './vehicle-thumbnail';

interface VehiclesTableProps {
  vehicles: Vehicle[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onEdit: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
}

function Badge({ tone, children }: { tone: 'green' | 'slate' | 'amber'; children: string }) {
  const tones = { green: 'bg-green-50 text-green-700', slate: 'bg-slate-100 text-slate-600', amber: 'bg-amber-50 text-amber-700' };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}

/** The columns in the reader's language (the headers are SPEC's English ids). */
function columns(i18n: I18n): Column<Vehicle>[] {
  return [
    { header: i18n._(/*i18n*/ { id: 'Vehicle Image' }), className: 'w-24', cell: (vehicle) => <VehicleThumbnail vehicle={vehicle} /> },
    {
      header: i18n._(/*i18n*/ { id: 'Vehicle Name' }),
      cell: (vehicle) => (
        <div className="flex flex-col gap-1">
          <span className="font-semibold text-slate-900">{vehicleName(vehicle) || '—'}</span>
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="font-mono text-xs text-slate-500">{vehicle.strUniqueId ?? i18n._(/*i18n*/ { id: 'No vehicle ID' })}</span>
            <Badge tone={vehicle.blnPaid ? 'green' : 'slate'}>{translated(i18n, PAYMENT_STATUS_LABELS[vehicle.strPaymentStatus])}</Badge>
            {vehicle.blnVIP && <Badge tone="amber">{i18n._(/*i18n*/ { id: 'VIP' })}</Badge>}
          </span>
        </div>
      ),
    },
    { header: i18n._(/*i18n*/ { id: 'Vehicle Type' }), cell: (vehicle) => vehicle.strVehicleTypeTitle },
    { header: i18n._(/*i18n*/ { id: 'Owner Name' }), cell: (vehicle) => vehicle.strOwnerName || '—' },
    { header: i18n._(/*i18n*/ { id: 'Category' }), cell: (vehicle) => vehicle.strCategoryName },
    {
      header: i18n._(/*i18n*/ { id: 'Registration Number' }),
      cell: (vehicle) => <span className="font-mono">{vehicle.strRegistrationNumber}</span>,
    },
  ];
}

export function VehiclesTable({ vehicles, isLoading, isError, onEdit, onDelete }: VehiclesTableProps) {
  const { _, i18n } = useLingui();
  return (
    <DataTable
      label={_(/*i18n*/ { id: 'Vehicles' })}
      columns={columns(i18n)}
      rows={vehicles}
      rowKey={(vehicle) => vehicle.intVehicleId}
      isLoading={isLoading}
      isError={isError}
      loadingText={_(/*i18n*/ { id: 'Loading vehicles...' })}
      errorText={_(/*i18n*/ { id: 'Error loading vehicles' })}
      emptyText={_(/*i18n*/ { id: 'No vehicles found' })}
      actions={(vehicle) => <RowActions name={vehicleLabel(vehicle)} onEdit={() => onEdit(vehicle)} onDelete={() => onDelete(vehicle)} />}
    />
  );
}
