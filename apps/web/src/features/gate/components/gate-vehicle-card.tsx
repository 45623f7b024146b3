import { useLingui } from '@lingui/react';
import { vehicleName } from '@showgrid/shared/vehicle-name';
import { toPayText, type GateRow } from '../lib/gate-view';
import { clockText } from '../lib/clock-text';
import { Button } from '../../../components/button';

interface GateVehicleCardProps {
  vehicle: GateRow;
  onArrive: () => void;
  onUndo: () => void;
  onPaid: () => void;
  /** The vehicle just scanned or picked: shown larger, at the top. */
  spotlight?: boolean;
}

/** One vehicle at the gate: who and what it is, whether it arrived and paid, and the taps for it. */
export function GateVehicleCard({ vehicle, onArrive, onUndo, onPaid, spotlight = false }: GateVehicleCardProps) {
  const { _, i18n } = useLingui();
  const name = vehicle.strUniqueId ?? vehicle.strRegistrationNumber;
  const arrived = vehicle.dtArrivedAt !== null;
  const toPay = toPayText(vehicle, i18n.locale);
  return (
    <article
      aria-label={`${name} ${vehicleName(vehicle.strBrandName, vehicle.strModelName)}`}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm ${spotlight ? (arrived ? 'border-green-600 ring-2 ring-green-600' : 'border-slate-400 ring-2 ring-slate-400') : 'border-slate-200'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className={`font-semibold text-slate-900 ${spotlight ? 'text-xl' : 'text-base'}`}>
            {vehicle.strUniqueId ?? _(/*i18n*/ { id: 'No id' })} · {vehicle.strBrandName} {vehicle.strModelName}
          </h2>
          <p className="truncate text-sm text-slate-600">
            {vehicle.strRegistrationNumber} · {vehicle.strOwnerName || _(/*i18n*/ { id: 'Owner not given' })} · {vehicle.strCategoryName}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${vehicle.blnPaid ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
        >
          {vehicle.blnPaid ? _(/*i18n*/ { id: 'Paid' }) : _(/*i18n*/ { id: 'Unpaid' })}
        </span>
      </div>
      <p className={`text-sm font-medium ${arrived ? 'text-green-700' : 'text-slate-600'}`}>
        {arrived
          ? _(/*i18n*/ { id: 'Arrived {time}', values: { time: clockText(i18n, vehicle.dtArrivedAt ?? '') } })
          : _(/*i18n*/ { id: 'Not arrived' })}
        {vehicle.blnWaiting && <span className="ms-2 text-amber-700">· {_(/*i18n*/ { id: 'Waiting to be sent' })}</span>}
      </p>
      {toPay !== null && (
        <p className="text-base font-semibold text-amber-900">{_(/*i18n*/ { id: 'To pay: {amount}', values: { amount: toPay } })}</p>
      )}
      {spotlight && !vehicle.blnPaid && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {_(/*i18n*/ { id: 'Not paid yet: take the entry fee, then mark it Paid.' })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {arrived ? (
          <Button variant="secondary" onClick={onUndo} aria-label={_(/*i18n*/ { id: 'Undo check-in of {name}', values: { name } })}>
            {_(/*i18n*/ { id: 'Undo check-in' })}
          </Button>
        ) : (
          <Button onClick={onArrive} aria-label={_(/*i18n*/ { id: 'Check in {name}', values: { name } })} className="py-3">
            {_(/*i18n*/ { id: 'Check in' })}
          </Button>
        )}
        {!vehicle.blnPaid && (
          <Button variant="secondary" onClick={onPaid} aria-label={_(/*i18n*/ { id: 'Mark {name} Paid', values: { name } })}>
            {_(/*i18n*/ { id: 'Mark Paid' })}
          </Button>
        )}
      </div>
    </article>
  );
}
