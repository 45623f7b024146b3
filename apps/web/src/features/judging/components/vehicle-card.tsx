import { Trans, useLingui } from '@lingui/react';
import { vehicleName as sharedVehicleName } from '@showgrid/shared/vehicle-name';
import type { JudgeVehicle } from '../stores/judge-store';
import { formatGivenScore, type GivenScore } from '../lib/given-score';
import { scoreNumber } from '@showgrid/shared/score-text';
import { STATUS_LABELS, type VehicleStatus } from '../lib/vehicle-status';

const STATUS_STYLES: Record<VehicleStatus, string> = {
  saved: 'bg-green-100 text-green-800',
  waiting: 'bg-amber-100 text-amber-900',
  refused: 'bg-red-100 text-red-800',
  recused: 'bg-slate-200 text-slate-700',
  unscored: 'bg-slate-100 text-slate-600',
};

export function vehicleName(vehicle: Pick<JudgeVehicle, 'strBrandName' | 'strModelName'>): string {
  return sharedVehicleName(vehicle.strBrandName, vehicle.strModelName);
}

interface VehicleCardProps {
  vehicle: JudgeVehicle;
  status: VehicleStatus;
  /** The score this judge gave it, if any. */
  score: GivenScore | null;
  onSelect: () => void;
}

/**
 * One vehicle in the judge's list: first image, id, brand + model, category, score status, the
 * score the judge gave (x/y) and a Judges Choice mark when picked.
 */
export function VehicleCard({ vehicle, status, score, onSelect }: VehicleCardProps) {
  const { _, i18n } = useLingui();
  return (
    <button
      type="button"
      onClick={onSelect}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-start shadow-sm hover:border-red-400"
    >
      <span className="relative flex h-36 w-full items-center justify-center bg-slate-100">
        {vehicle.strImage ? (
          <img src={vehicle.strImage} alt="" className="size-full object-cover" />
        ) : (
          <span className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No image' })}</span>
        )}
        {score?.chosen && (
          <span className="absolute start-2 top-2 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-amber-950 shadow">
            <span aria-hidden="true">★ </span>
            {_(/*i18n*/ { id: 'Judges Choice' })}
          </span>
        )}
      </span>
      <span className="flex flex-col gap-1 p-4">
        <span className="text-sm font-semibold text-red-700">{vehicle.strUniqueId ?? '—'}</span>
        <span className="font-semibold text-slate-900">{vehicleName(vehicle)}</span>
        <span className="text-sm text-slate-500">{vehicle.strCategoryName}</span>
        <span className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLES[status]}`}>{_(STATUS_LABELS[status])}</span>
          {score && (
            <span className="text-sm text-slate-600">
              <Trans
                id="Your score <0>{score}</0>"
                values={{ score: formatGivenScore(score, (value) => scoreNumber(i18n, value)) }}
                components={{ 0: <span className="font-semibold text-slate-900" /> }}
              />
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
