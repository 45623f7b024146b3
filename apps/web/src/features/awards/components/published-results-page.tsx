import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { AwardVehicle } from '@showgrid/shared/schemas/awards';
import { MedalBadge } from '../../../components/medal-badge';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { publishedResults } from '../api/get-awards';

const PLACE = ['', '1st', '2nd', '3rd'];

/**
 * The results the organiser published (PRODUCT.md "Awards ceremony"), for entrants who left early:
 * phone-first, winners per category, the people's choice; scores only if the organiser chose.
 */
export function PublishedResultsPage() {
  const eventId = Number(useParams().eventId);
  const source = publishedResults(eventId);
  const query = useQuery({ queryKey: source.queryKey, queryFn: source.queryFn, retry: false, enabled: Number.isInteger(eventId) && eventId > 0 });
  if (!query.data) {
    return <main className="flex min-h-screen items-center justify-center p-6 text-center text-lg text-slate-700">{query.isError ? <p role="alert">{getErrorMessage(query.error, 'The results could not be loaded.')}</p> : <Spinner />}</main>;
  }
  const results = query.data;
  const judged = results.arrCategories.filter((category) => category.arrPodium.length > 0);
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-5 bg-slate-50 p-4 sm:p-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-red-700 uppercase">Results</p>
        <h1 className="text-3xl font-bold text-slate-900">{results.strEventTitle}</h1>
        <p className="mt-1 text-xs text-slate-500">Ranked by: {results.strScoringRuleText}</p>
      </header>
      {judged.map((category) => (
        <section key={category.intCategoryId} aria-labelledby={`category-${String(category.intCategoryId)}`} className="rounded-xl bg-white p-4 shadow-sm">
          <h2 id={`category-${String(category.intCategoryId)}`} className="mb-3 text-xl font-semibold text-slate-900">
            {category.strCategoryName}
          </h2>
          <ol className="flex flex-col gap-2">
            {category.arrPodium.map((place) => (
              <li key={place.intVehicleId} className="flex items-baseline gap-3">
                <span className="w-10 shrink-0 font-bold text-slate-900">{PLACE[place.intRank] ?? place.intRank}</span>
                <VehicleLine vehicle={place} />
                <span className="ml-auto flex shrink-0 items-baseline gap-2">
                  {place.strMedal && <MedalBadge medal={place.strMedal} className="text-xs" />}
                  {place.strTotalScore && <span className="text-sm text-slate-600">{place.strTotalScore}</span>}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {results.arrPeoplesChoice.length > 0 && (
        <section aria-labelledby="peoples-choice" className="rounded-xl bg-white p-4 shadow-sm">
          <h2 id="peoples-choice" className="mb-3 text-xl font-semibold text-slate-900">
            People’s Choice
          </h2>
          {results.arrPeoplesChoice.map((vehicle) => (
            <VehicleLine key={vehicle.intVehicleId} vehicle={vehicle} />
          ))}
        </section>
      )}
      {judged.length === 0 && <p className="text-slate-600">No category has been judged yet.</p>}
    </main>
  );
}

function VehicleLine({ vehicle }: { vehicle: AwardVehicle }) {
  return (
    <p className="min-w-0 text-slate-800">
      <span className="font-medium">{vehicle.strVehicleName || vehicle.strVehicleId}</span>
      <span className="text-sm text-slate-600">
        {' '}
        · {vehicle.strVehicleId ?? ''} · {vehicle.strOwnerName}
      </span>
    </p>
  );
}
