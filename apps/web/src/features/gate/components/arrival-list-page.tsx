import { useQuery } from '@tanstack/react-query';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { useLingui } from '@lingui/react';
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
  const { _, i18n } = useLingui();
  const eventId = Number(useParams().eventId);
  const query = useQuery({ ...gateVehiclesQuery(eventId), enabled: Number.isInteger(eventId) && eventId > 0 });
  if (!query.data) {
    return (
      <main className="flex flex-col items-center gap-4 p-8">
        {query.isError ? <p role="alert">{_(/*i18n*/ { id: 'The arrival list could not be loaded.' })}</p> : <Spinner />}
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
          <h1 className="text-2xl font-bold">{_(/*i18n*/ { id: 'Arrival list — {show}', values: { show: list.strEventTitle } })}</h1>
          <p className="text-sm text-slate-600">
            {_(
              /*i18n*/ {
                id: 'Arrived {arrived} of {total} · printed {when}',
                values: {
                  arrived: arrivedCount(list.arrVehicles),
                  total: list.arrVehicles.length,
                  // The phone's date and time, as its language writes them.
                  when: i18n.date(new Date(), { dateStyle: 'short', timeStyle: 'short' }),
                },
              },
            )}
          </p>
        </div>
        <Button className="print:hidden" onClick={() => window.print()}>
          {_(/*i18n*/ { id: 'Print' })}
        </Button>
      </header>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b-2 border-slate-900 text-start">
            <th className="py-1 pe-2">{_(/*i18n*/ { id: 'Vehicle ID' })}</th>
            <th className="py-1 pe-2">{_(/*i18n*/ { id: 'Registration' })}</th>
            <th className="py-1 pe-2">{_(/*i18n*/ { id: 'Vehicle' })}</th>
            <th className="py-1 pe-2">{_(/*i18n*/ { id: 'Owner' })}</th>
            <th className="py-1 pe-2">{_(/*i18n*/ { id: 'Category' })}</th>
            <th className="py-1 pe-2">{_(/*i18n*/ { id: 'Paid' })}</th>
            <th className="py-1">{_(/*i18n*/ { id: 'Arrived' })}</th>
          </tr>
        </thead>
        <tbody>
          {list.arrVehicles.map((vehicle) => (
            <tr key={vehicle.intVehicleId} className="break-inside-avoid border-b border-slate-300">
              <td className="py-1.5 pe-2 font-semibold">{vehicle.strUniqueId ?? '–'}</td>
              <td className="py-1.5 pe-2">{vehicle.strRegistrationNumber}</td>
              <td className="py-1.5 pe-2">
                {vehicle.strBrandName} {vehicle.strModelName}
              </td>
              <td className="py-1.5 pe-2">{vehicle.strOwnerName}</td>
              <td className="py-1.5 pe-2">{vehicle.strCategoryName}</td>
              <td className="py-1.5 pe-2">{paidText(i18n, vehicle)}</td>
              <td className="py-1.5">{vehicle.dtArrivedAt ? clockText(i18n, vehicle.dtArrivedAt) : '☐'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

/** "☐ Unpaid · to pay €40.00" for an entrant paying at the gate, so the paper list can take the fee too. */
function paidText(i18n: I18n, vehicle: GateVehicle): string {
  if (vehicle.blnPaid) return i18n._(/*i18n*/ { id: 'Paid' });
  const toPay = toPayText(vehicle, i18n.locale);
  return `☐ ${toPay === null ? i18n._(/*i18n*/ { id: 'Unpaid' }) : i18n._(/*i18n*/ { id: 'Unpaid · to pay {amount}', values: { amount: toPay } })}`;
}

/** The way back to the gate page, left off the printed sheet. */
function BackToGate() {
  const { _ } = useLingui();
  return (
    <Link to={ROUTES.gate} className="text-sm font-semibold text-red-700 underline print:hidden">
      ← {_(/*i18n*/ { id: 'Back to the gate' })}
    </Link>
  );
}
