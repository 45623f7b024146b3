import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { LIMITS } from '@showgrid/shared/limits';
import type { VehicleIdStatus } from '@showgrid/shared/schemas/vehicle';
import { DataTable, type Column } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { useQrCodes } from '../api/get-qr-codes';
import { QrCodeModal, type QrCodeView } from './qr-code-modal';

interface VehicleIdTableProps {
  categoryName: string;
  rows: VehicleIdStatus[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

function StatusBadge({ assigned }: { assigned: boolean }) {
  const { _ } = useLingui();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        assigned ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-600'
      }`}
    >
      {assigned ? _(/*i18n*/ { id: 'Assigned' }) : _(/*i18n*/ { id: 'Not Assigned' })}
    </span>
  );
}

/**
 * The ids of a category, 10 to a page (a series may hold 1000); QR thumbnails are fetched for
 * the page on screen only.
 */
export function VehicleIdTable({ categoryName, rows, isLoading, isError }: VehicleIdTableProps) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<QrCodeView | null>(null);
  const totalPages = Math.max(1, Math.ceil((rows?.length ?? 0) / LIMITS.pageSize));
  const current = Math.min(page, totalPages);
  const pageRows = rows?.slice((current - 1) * LIMITS.pageSize, current * LIMITS.pageSize);
  const qr = useQrCodes(pageRows?.map((row) => row.strUniqueId) ?? []);

  const columns: Column<VehicleIdStatus>[] = [
    { header: _(/*i18n*/ { id: 'Vehicle Category' }), cell: () => categoryName },
    {
      header: _(/*i18n*/ { id: 'Vehicle Name' }),
      cell: (row) =>
        row.strVehicleName ? (
          <span className="flex flex-col">
            <span className="font-medium">{row.strVehicleName}</span>
            {row.strEventTitle && <span className="text-xs text-slate-500">{row.strEventTitle}</span>}
          </span>
        ) : (
          <span className="text-slate-400">--</span>
        ),
    },
    { header: _(/*i18n*/ { id: 'Vehicle ID' }), cell: (row) => <span className="font-mono font-semibold">{row.strUniqueId}</span> },
    { header: _(/*i18n*/ { id: 'Status' }), cell: (row) => <StatusBadge assigned={row.blnAssigned} /> },
    {
      header: _(/*i18n*/ { id: 'QR Code' }),
      cell: (row) => {
        const image = qr.data?.[row.strUniqueId] ?? null;
        return (
          <button
            type="button"
            aria-label={_(/*i18n*/ { id: 'Show QR code of {id}', values: { id: row.strUniqueId } })}
            onClick={() => setViewing({ vehicleId: row.strUniqueId, categoryName })}
            className="flex size-14 items-center justify-center rounded-md border border-slate-200 bg-white text-[10px] leading-tight text-slate-500 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-slate-500"
          >
            {image ? (
              <img src={`data:image/png;base64,${image}`} alt="" className="size-full rounded-md" />
            ) : qr.isFetching ? (
              <Spinner decorative className="size-4" />
            ) : (
              _(/*i18n*/ { id: 'No QR Code' })
            )}
          </button>
        );
      },
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <DataTable
        label={_(/*i18n*/ { id: 'Vehicle IDs' })}
        columns={columns}
        rows={pageRows}
        rowKey={(row) => row.strUniqueId}
        isLoading={isLoading}
        isError={isError}
        loadingText={_(/*i18n*/ { id: 'Loading vehicle ids...' })}
        errorText={_(/*i18n*/ { id: 'Error loading vehicle ids' })}
        emptyText={_(/*i18n*/ { id: 'No vehicle ids for this category yet: set its prefix and series above.' })}
      />
      <Pagination page={current} totalPages={totalPages} onChange={setPage} />
      <QrCodeModal
        view={viewing}
        image={viewing ? (qr.data?.[viewing.vehicleId] ?? null) : null}
        loading={qr.isFetching}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
