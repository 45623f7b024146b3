import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useLingui } from '@lingui/react';
import { ROUTES } from '@showgrid/shared/paths';
import { FullPageSpinner } from '../../../components/spinner';
import { useScoringParameters } from '../api/get-scoring-parameters';
import { eventScoring } from '../lib/event-scoring';
import { useJudgeStore, useJudgeStoreHydrated } from '../stores/judge-store';
import { RecusedNotice } from './recused-notice';
import { ScoringForm } from './scoring-form';
import { ScoringRuleLine } from './scoring-rule-line';
import { vehicleName } from './vehicle-card';

/** /judge/scoring: one vehicle's sliders (or deductions), note, judges choice and submit (SPEC §2, §4; ADR 029). */
export function ScoringPage() {
  const { _ } = useLingui();
  const hydrated = useJudgeStoreHydrated();
  const selectedVehicleId = useJudgeStore((state) => state.selectedVehicleId);
  const vehicle = useJudgeStore(
    (state) => state.selectedVehicle ?? state.vehicles.find((candidate) => candidate.intVehicleId === state.selectedVehicleId) ?? null,
  );
  const typeId = vehicle?.intVehicleTypeId ?? null;
  const storedParameters = useJudgeStore((state) => (typeId === null ? undefined : state.parameters[typeId]));
  const parametersQuery = useScoringParameters(typeId);
  const setParameters = useJudgeStore((state) => state.setParameters);
  const recused = useJudgeStore((state) => vehicle !== null && state.recusedIds.includes(vehicle.intVehicleId));
  // The event as the category page last kept it (offline too); its rule decides the kind of sheet.
  const event = useJudgeStore((state) => state.events.find((candidate) => candidate.id === vehicle?.intEventId));
  const scoring = eventScoring(event);

  // Kept on the tablet: a reload in the field with no signal still shows the sliders.
  useEffect(() => {
    if (typeId !== null && parametersQuery.data) setParameters(typeId, parametersQuery.data);
  }, [typeId, parametersQuery.data, setParameters]);

  // Wait for the device copy: after a reload the selection is there, just not read yet (ADR 005).
  if (!hydrated) return <FullPageSpinner />;
  if (selectedVehicleId === null) return <Navigate to={ROUTES.judgeVehicles} replace />;

  const parameters = parametersQuery.data ?? storedParameters;
  const parametersFailed = _(/*i18n*/ { id: 'Unable to load parameters. Please contact the volunteer for assistance.' });
  let body;
  if (!vehicle) body = <p className="text-red-700">{parametersFailed}</p>;
  else if (recused) body = <RecusedNotice vehicle={vehicle} />;
  else if (parameters) body = <ScoringForm key={vehicle.intVehicleId} vehicle={vehicle} parameters={parameters} scoring={scoring} />;
  else if (parametersQuery.isError) body = <p className="text-red-700">{parametersFailed}</p>;
  else body = <FullPageSpinner />;

  return (
    <section className="flex flex-col gap-5 p-6">
      <div className="flex items-center gap-5">
        {/* The URL the vehicle's card shows: the service worker keeps it, so it shows offline too (ADR 011). */}
        {vehicle?.strImage && (
          <img
            src={vehicle.strImage}
            alt={vehicleName(vehicle)}
            className="aspect-[8/5] w-48 shrink-0 rounded-xl bg-slate-100 object-cover"
          />
        )}
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{_(/*i18n*/ { id: 'Scoring' })}</h1>
          {vehicle && (
            <p className="mt-1 text-slate-600">
              <span className="font-semibold text-red-700">{vehicle.strUniqueId ?? '—'}</span> · {vehicleName(vehicle)} ·{' '}
              {vehicle.strCategoryName}
            </p>
          )}
          {vehicle && <ScoringRuleLine scoring={scoring} />}
        </div>
      </div>
      {body}
    </section>
  );
}
