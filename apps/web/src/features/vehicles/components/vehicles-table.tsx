import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { DataTable, type Column } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';
import { vehicleLabel, vehicleName } from '../lib/vehicle-name';
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

const COLUMNS: Column<Vehicle>[] = [
  { header: 'Vehicle Image', className: 'w-24', cell: (vehicle) => <VehicleThumbnail vehicle={vehicle} /> },
  {
    header: 'Vehicle Name',
    cell: (vehicle) => (
      <div className="flex flex-col gap-1">
        <span className="font-semibold text-slate-900">{vehicleName(vehicle) || '—'}</span>
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-mono text-xs text-slate-500">{vehicle.strUniqueId ?? 'No vehicle ID'}</span>
          <Badge tone={vehicle.blnPaid ? 'green' : 'slate'}>{vehicle.strPaymentStatus}</Badge>
          {vehicle.blnVIP && <Badge tone="amber">VIP</Badge>}
        </span>
      </div>
    ),
  },
  { header: 'Vehicle Type', cell: (vehicle) => vehicle.strVehicleTypeTitle },
  { header: 'Owner Name', cell: (vehicle) => vehicle.strOwnerName || '—' },
  { header: 'Category', cell: (vehicle) => vehicle.strCategoryName },
  { header: 'Registration Number', cell: (vehicle) => <span className="font-mono">{vehicle.strRegistrationNumber}</span> },
];

export function VehiclesTable({ vehicles, isLoading, isError, onEdit, onDelete }: VehiclesTableProps) {
  return (
    <DataTable
      label="Vehicles"
      columns={COLUMNS}
      rows={vehicles}
      rowKey={(vehicle) => vehicle.intVehicleId}
      isLoading={isLoading}
      isError={isError}
      loadingText="Loading vehicles..."
      errorText="Error loading vehicles"
      emptyText="No vehicles found"
      actions={(vehicle) => <RowActions name={vehicleLabel(vehicle)} onEdit={() => onEdit(vehicle)} onDelete={() => onDelete(vehicle)} />}
    />
  );
}
