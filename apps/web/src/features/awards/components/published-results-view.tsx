import type { PublishedResults, PublishedVehicle } from '@showgrid/shared/schemas/awards';
import { MedalBadge } from '../../../components/medal-badge';

const PLACE = ['', '1st', '2nd', '3rd'];

/**
 * The results the organiser published (PRODUCT.md "Awards ceremony"), for entrants who left early:
 * phone-first, winners per category with their medals, the people's choice; scores and votes only
 * if the organiser shows them, the judges' choice only if the organiser names the judges. The
 * answer carries nothing more than this page shows (ADR 032). Pure: rendered on the server too
 * (src/public, ADR 042), so no router, query or zod here.
 */
export function PublishedResultsView({ results }: { results: PublishedResults }) {
  const judged = results.arrCategories.filter((category) => category.arrPodium.length > 0);
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-5 bg-slate-50 p-4 sm:p-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-red-700 uppercase">Results</p>
        <h1 className="text-3xl font-bold text-slate-900">{results.strEventTitle}</h1>
        <p className="mt-1 text-xs text-slate-600">Ranked by: {results.strScoringRuleText}</p>
      </header>
      {judged.map((category) => (
        <Card key={category.intCategoryId} id={`category-${String(category.intCategoryId)}`} title={category.strCategoryName}>
          <ol className="flex flex-col gap-2">
            {category.arrPodium.map((place) => (
              <li key={place.intVehicleId} className="flex items-baseline gap-3">
                <span className="w-10 shrink-0 font-bold text-slate-900">{PLACE[place.intRank] ?? place.intRank}</span>
                <VehicleLine vehicle={place} />
                <span className="ml-auto flex shrink-0 items-baseline gap-2">
                  {place.strMedal && <MedalBadge medal={place.strMedal} className="text-xs" />}
                  <Score vehicle={place} />
                </span>
              </li>
            ))}
          </ol>
        </Card>
      ))}
      {results.arrPeoplesChoice.length > 0 && (
        <Card id="peoples-choice" title="People’s Choice">
          {results.arrPeoplesChoice.map((vehicle) => (
            <div key={vehicle.intVehicleId} className="flex items-baseline gap-3">
              <VehicleLine vehicle={vehicle} />
              {vehicle.intVotes !== undefined && (
                <span className="ml-auto shrink-0 text-sm text-slate-600">{votesText(vehicle.intVotes)}</span>
              )}
            </div>
          ))}
        </Card>
      )}
      {results.arrJudgesPicks && results.arrJudgesPicks.length > 0 && <JudgesPicks picks={results.arrJudgesPicks} />}
      {judged.length === 0 && <p className="text-slate-600">No category has been judged yet.</p>}
    </main>
  );
}

const votesText = (votes: number) => `${String(votes)} vote${votes === 1 ? '' : 's'}`;

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function JudgesPicks({ picks }: { picks: NonNullable<PublishedResults['arrJudgesPicks']> }) {
  return (
    <Card id="judges-picks" title="Judges’ Picks">
      <div className="flex flex-col gap-4">
        {picks.map((judge) => (
          <section key={judge.strJudgeName} aria-label={judge.strJudgeName}>
            <h3 className="font-semibold text-slate-900">{judge.strJudgeName}</h3>
            <ul className="mt-1 flex flex-col gap-1">
              {judge.arrVehicles.map((vehicle) => (
                <li key={vehicle.intVehicleId} className="flex items-baseline gap-3">
                  <VehicleLine vehicle={vehicle} />
                  <span className="ml-auto shrink-0">
                    <Score vehicle={vehicle} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}

/** The score, where the organiser shows the scores (the answer carries none otherwise). */
function Score({ vehicle }: { vehicle: PublishedVehicle }) {
  return vehicle.strTotalScore ? <span className="text-sm text-slate-600">{vehicle.strTotalScore}</span> : null;
}

function VehicleLine({ vehicle }: { vehicle: Omit<PublishedVehicle, 'strTotalScore'> }) {
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
