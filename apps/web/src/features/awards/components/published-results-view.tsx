import { useLingui } from '@lingui/react';
import { english, translated } from '@showgrid/shared/i18n/translate';
import type { PublishedResults, PublishedVehicle } from '@showgrid/shared/schemas/awards';
import { MedalBadge } from '../../../components/medal-badge';
import { scoreShown } from '@showgrid/shared/score-text';
import { judgesPicksText, peoplesChoiceText, rankedByText, votesText } from './award-words';

const PLACE: Record<number, string> = {
  1: english(/*i18n*/ { id: '1st' }),
  2: english(/*i18n*/ { id: '2nd' }),
  3: english(/*i18n*/ { id: '3rd' }),
};

/**
 * The results the organiser published (PRODUCT.md "Awards ceremony"), for entrants who left early:
 * phone-first, winners per category with their medals, the people's choice; scores and votes only
 * if the organiser shows them, the judges' choice only if the organiser names the judges. The
 * answer carries nothing more than this page shows (ADR 032). Pure: rendered on the server too
 * (src/public, ADR 042), so no router, query or zod here.
 */
export function PublishedResultsView({ results }: { results: PublishedResults }) {
  const { _, i18n } = useLingui();
  const judged = results.arrCategories.filter((category) => category.arrPodium.length > 0);
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-5 bg-slate-50 p-4 sm:p-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-red-700 uppercase">{_(/*i18n*/ { id: 'Results' })}</p>
        <h1 className="text-3xl font-bold text-slate-900">{results.strEventTitle}</h1>
        <p className="mt-1 text-xs text-slate-600">{rankedByText(i18n, results)}</p>
      </header>
      {judged.map((category) => (
        <Card key={category.intCategoryId} id={`category-${String(category.intCategoryId)}`} title={category.strCategoryName}>
          <ol className="flex flex-col gap-2">
            {category.arrPodium.map((place) => (
              <li key={place.intVehicleId} className="flex items-baseline gap-3">
                <span className="w-10 shrink-0 font-bold text-slate-900">
                  {place.intRank in PLACE ? translated(i18n, PLACE[place.intRank] ?? '') : i18n.number(place.intRank)}
                </span>
                <VehicleLine vehicle={place} />
                <span className="ms-auto flex shrink-0 items-baseline gap-2">
                  {place.strMedal && <MedalBadge medal={place.strMedal} className="text-xs" />}
                  <Score vehicle={place} />
                </span>
              </li>
            ))}
          </ol>
        </Card>
      ))}
      {results.arrPeoplesChoice.length > 0 && (
        <Card id="peoples-choice" title={peoplesChoiceText(i18n)}>
          {results.arrPeoplesChoice.map((vehicle) => (
            <div key={vehicle.intVehicleId} className="flex items-baseline gap-3">
              <VehicleLine vehicle={vehicle} />
              {vehicle.intVotes !== undefined && (
                <span className="ms-auto shrink-0 text-sm text-slate-600">{votesText(i18n, vehicle.intVotes)}</span>
              )}
            </div>
          ))}
        </Card>
      )}
      {results.arrJudgesPicks && results.arrJudgesPicks.length > 0 && <JudgesPicks picks={results.arrJudgesPicks} />}
      {judged.length === 0 && <p className="text-slate-600">{_(/*i18n*/ { id: 'No category has been judged yet.' })}</p>}
    </main>
  );
}

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
  const { i18n } = useLingui();
  return (
    <Card id="judges-picks" title={judgesPicksText(i18n)}>
      <div className="flex flex-col gap-4">
        {picks.map((judge) => (
          <section key={judge.strJudgeName} aria-label={judge.strJudgeName}>
            <h3 className="font-semibold text-slate-900">{judge.strJudgeName}</h3>
            <ul className="mt-1 flex flex-col gap-1">
              {judge.arrVehicles.map((vehicle) => (
                <li key={vehicle.intVehicleId} className="flex items-baseline gap-3">
                  <VehicleLine vehicle={vehicle} />
                  <span className="ms-auto shrink-0">
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
  const { i18n } = useLingui();
  return vehicle.strTotalScore ? <span className="text-sm text-slate-600">{scoreShown(i18n, vehicle.strTotalScore)}</span> : null;
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
