import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { gateVehiclesQuery } from '../api/get-gate-vehicles';
import { clockText } from '../lib/clock-text';
import { arrivedCount, toPayText } from '../lib/gate-view';

/**
 * The paper fallback (PRODUCT.md "Gate check-in"): every vehicle of the show with a box to tick,
 * those already in marked with their time. Printed before the gates open, or when the network fails.
 */
export function ArrivalListPage() {
  const eventId = Number(useParams().eventId);
  const query = useQuery({ ...gateVehiclesQuery(eventId), enabled: Number.isInteger(eventId) && eventId > 0 });
  if (!query.data) {
    return (
      <main className="flex flex-col items-center gap-4 p-8">
        {query.isError ? <p role="alert">The arrival list could not be loaded.</p> : <Spinner />}
        <BackToGate />
      </main>
    );
  }
  const list = query.data;
  return (
    <main className="mx-auto max-w-5xl bg-white p-6 text-slate-900 print:p-0">
      <BackToGate />
      <header className="mt-3 mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Arrival list — {list.strEventTitle}</h1>
          <p className="text-sm text-slate-600">
            Arrived {arrivedCount(list.arrVehicles)} of {list.arrVehicles.length} · printed {new Date().toLocaleString()}
          </p>
        </div>
        <Button className="print:hidden" onClick={() => window.print()}>
          Print
        </Button>
      </header>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b-2 border-slate-900 text-left">
            <th className="py-1 pr-2">Vehicle ID</th>
            <th className="py-1 pr-2">Registration</th>
            <th className="py-1 pr-2">Vehicle</th>
            <th className="py-1 pr-2">Owner</th>
            <th className="py-1 pr-2">Category</th>
            <th className="py-1 pr-2">Paid</th>
            <th className="py-1">Arrived</th>
          </tr>
        </thead>
        <tbody>
          {list.arrVehicles.map((vehicle) => (
            <tr key={vehicle.intVehicleId} className="break-inside-avoid border-b border-slate-300">
              <td className="py-1.5 pr-2 font-semibold">{vehicle.strUniqueId ?? '–'}</td>
              <td className="py-1.5 pr-2">{vehicle.strRegistrationNumber}</td>
              <td className="py-1.5 pr-2">
                {vehicle.strBrandName} {vehicle.strModelName}
              </td>
              <td className="py-1.5 pr-2">{vehicle.strOwnerName}</td>
              <td className="py-1.5 pr-2">{vehicle.strCategoryName}</td>
              <td className="py-1.5 pr-2">{paidText(vehicle)}</td>
              <td className="py-1.5">{vehicle.dtArrivedAt ? clockText(vehicle.dtArrivedAt) : '☐'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

/** "☐ Unpaid · to pay €40.00" for an entrant paying at the gate, so the paper list can take the fee too. */
function paidText(vehicle: GateVehicle): string {
  if (vehicle.blnPaid) return 'Paid';
  const toPay = toPayText(vehicle);
  return toPay === null ? '☐ Unpaid' : `☐ Unpaid · to pay ${toPay}`;
}

/** The way back to the gate page, left off the printed sheet. */
function BackToGate() {
  return (
    <Link to={ROUTES.gate} className="text-sm font-semibold text-red-700 underline print:hidden">
      ← Back to the gate
    </Link>
  );
}
