import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { Link, useNavigate } from 'react-router';
import { translated } from '@showgrid/shared/i18n/translate';
import { ROUTES } from '@showgrid/shared/paths';
import { FullPageSpinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useEventKeptOnDevice } from '../api/keep-event-on-device';
import { useScoreCount } from '../api/get-score-count';
import { useScoreEntries } from '../api/get-score-entries';
import { givenScore } from '../lib/given-score';
import { isJudged, vehicleStatus, type VehicleStatus } from '../lib/vehicle-status';
import { useJudgeStore, useJudgeStoreHydrated, type JudgeVehicle } from '../stores/judge-store';
import { JudgingProgress, type ProgressCount } from './judging-progress';
import { VehicleCard } from './vehicle-card';

function matches(vehicle: JudgeVehicle, needle: string): boolean {
  return [vehicle.strBrandName, vehicle.strModelName, vehicle.strCategoryName, vehicle.strUniqueId ?? ''].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** /judge/vehicles: the chosen category's vehicles, searchable, with this judge's progress. */
export function VehiclesPage() {
  const { _, i18n } = useLingui();
  const hydrated = useJudgeStoreHydrated();
  const eventId = useJudgeStore((state) => state.selectedEventId);
  const categoryId = useJudgeStore((state) => state.selectedCategoryId);
  const sheets = useJudgeStore((state) => state.sheets);
  const recusedIds = useJudgeStore((state) => state.recusedIds);
  const parameters = useJudgeStore((state) => state.parameters);
  const requests = useFailedRequestStore((state) => state.requests);
  const judgeId = useJudgeStore((state) => state.intJudgeId);
  const { selectVehicle, mergeEntries } = useJudgeStore.getState();
  const { vehicles: eventVehicles, query: vehiclesQuery } = useEventKeptOnDevice(eventId);
  const entriesQuery = useScoreEntries(eventId);
  const countQuery = useScoreCount(eventId);
  const [search, setSearch] = useState('');
  const navigate = useNavigate();

  useEffect(() => {
    if (entriesQuery.data) mergeEntries(entriesQuery.data);
  }, [entriesQuery.data, mergeEntries]);

  const vehicles = useMemo(() => eventVehicles.filter((vehicle) => vehicle.intCategoryId === categoryId), [eventVehicles, categoryId]);
  const statuses = useMemo(() => {
    const serverScored = new Set((entriesQuery.data ?? []).map((entry) => entry.intVehicleId));
    return new Map<number, VehicleStatus>(
      eventVehicles.map((vehicle) => [
        vehicle.intVehicleId,
        vehicleStatus(vehicle.intVehicleId, { requests, judgeId, sheets, recusedIds, serverScored }),
      ]),
    );
  }, [eventVehicles, requests, judgeId, sheets, recusedIds, entriesQuery.data]);
  const entries = useMemo(() => new Map((entriesQuery.data ?? []).map((entry) => [entry.intVehicleId, entry])), [entriesQuery.data]);

  if (!hydrated) return <FullPageSpinner />;
  if (eventId === null || categoryId === null) {
    return (
      <section className="flex flex-col gap-5 p-6">
        <h1 className="text-2xl font-semibold text-slate-900">{_(/*i18n*/ { id: 'Select Vehicle' })}</h1>
        <p className="text-slate-600">
          <Trans
            id="<0>Choose a category</0> to see its vehicles."
            components={{ 0: <Link to={ROUTES.judgeCategory} className="font-semibold text-red-700 underline" /> }}
          />
        </p>
      </section>
    );
  }

  const needle = search.trim().toLowerCase();
  const shown = needle ? vehicles.filter((vehicle) => matches(vehicle, needle)) : vehicles;
  const statusOf = (vehicle: JudgeVehicle) => statuses.get(vehicle.intVehicleId) ?? 'unscored';
  // A vehicle stepped aside from counts for nothing: its card shows no score.
  const scoreOf = (vehicle: JudgeVehicle) =>
    statusOf(vehicle) === 'recused'
      ? null
      : givenScore(sheets[vehicle.intVehicleId], entries.get(vehicle.intVehicleId), parameters[vehicle.intVehicleTypeId]);
  const progressOf = (list: JudgeVehicle[]): ProgressCount => {
    const judged = list.filter((vehicle) => isJudged(statusOf(vehicle))).length;
    const steppedAside = list.filter((vehicle) => statusOf(vehicle) === 'recused').length;
    return { judged, steppedAside, left: list.length - judged - steppedAside };
  };
  // Scores still on the tablet count as judged too, before the server has them; offline the
  // event's figures come from the vehicles kept on the tablet. The server's total already leaves
  // out the vehicles the judge stepped aside from.
  const inEvent = progressOf(eventVehicles);
  const server = countQuery.data;
  const judgedInEvent = Math.max(server?.intJudgedCount ?? 0, inEvent.judged);
  const eventProgress = server
    ? { judged: judgedInEvent, steppedAside: inEvent.steppedAside, left: server.intTotalCount - judgedInEvent }
    : eventVehicles.length > 0
      ? inEvent
      : null;

  const open = (vehicle: JudgeVehicle) => {
    selectVehicle(vehicle);
    void navigate(ROUTES.judgeScoring);
  };

  let body;
  if (vehiclesQuery.isPending && vehicles.length === 0) body = <FullPageSpinner />;
  else if (vehiclesQuery.isError && vehicles.length === 0) {
    body = (
      <p className="text-center text-red-700">
        {translated(i18n, getErrorMessage(vehiclesQuery.error, _(/*i18n*/ { id: 'You are offline.' })))}
      </p>
    );
  } else if (shown.length === 0) body = <p className="p-8 text-center text-slate-600">{_(/*i18n*/ { id: 'No Search Results.' })}</p>;
  else {
    body = (
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {shown.map((vehicle) => (
          <li key={vehicle.intVehicleId}>
            <VehicleCard vehicle={vehicle} status={statusOf(vehicle)} score={scoreOf(vehicle)} onSelect={() => open(vehicle)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-5 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{_(/*i18n*/ { id: 'Select Vehicle' })}</h1>
      <JudgingProgress category={progressOf(vehicles)} event={eventProgress} />
      <input
        type="search"
        aria-label={_(/*i18n*/ { id: 'Search vehicles' })}
        placeholder={_(/*i18n*/ { id: 'Search by brand, model, category or vehicle id' })}
        value={search}
        onChange={(change) => setSearch(change.target.value)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
      />
      {body}
    </section>
  );
}
