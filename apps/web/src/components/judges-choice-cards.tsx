import { useLingui } from '@lingui/react';
import type { JudgeChoice } from '@showgrid/shared/schemas/score';

/** One of a judge's choices as a card draws it: the tablet's own (no limit known: no maximum) or the server's (with its place). */
export type ChoiceCard = Pick<
  JudgeChoice,
  'intVehicleId' | 'strUniqueId' | 'strVehicleName' | 'strCategoryName' | 'intTotalScore' | 'strImage'
> & {
  intMaxScore: number | null;
  intRank?: number;
};

const twoDigits = (rank: number) => String(rank).padStart(2, '0');

/**
 * A judge's choices (judges' choice, docs/ARCHITECTURE.md glossary) as cards, in the order given:
 * the judge's own page on the tablet and the admin's judges-choice page. A card shows its place
 * when it has one; `scoreLabel` is each screen's word for the judge's total (SPEC §2).
 */
export function JudgesChoiceCards({ choices, scoreLabel }: { choices: readonly ChoiceCard[]; scoreLabel: string }) {
  const { _, i18n } = useLingui();
  // A score's figures in the reader's language (7,5 in German), without grouping, as scores read.
  const figure = (value: number) => i18n.number(value, { useGrouping: false });
  const scoreOf = (choice: ChoiceCard) =>
    choice.intMaxScore === null ? figure(choice.intTotalScore) : `${figure(choice.intTotalScore)}/${figure(choice.intMaxScore)}`;
  return (
    <ol className="grid gap-4 min-[520px]:grid-cols-2 lg:grid-cols-3">
      {choices.map((choice) => (
        <li key={choice.intVehicleId} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <div className="relative flex aspect-[16/10] items-center justify-center bg-slate-100">
            {choice.strImage ? (
              <img src={choice.strImage} alt="" className="size-full object-cover" />
            ) : (
              <span className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No image' })}</span>
            )}
            {choice.intRank !== undefined && (
              <span
                className="absolute start-3 top-3 rounded-lg bg-red-700 px-3 py-1 text-xl font-bold text-white"
                aria-label={_(/*i18n*/ { id: 'Rank {rank}', values: { rank: String(choice.intRank) } })}
              >
                {twoDigits(choice.intRank)}
              </span>
            )}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 p-4 text-sm">
            <dt className="text-slate-500">{_(/*i18n*/ { id: 'Vehicle ID' })}</dt>
            <dd className="font-semibold text-red-700">{choice.strUniqueId ?? '—'}</dd>
            <dt className="text-slate-500">{_(/*i18n*/ { id: 'Vehicle Name' })}</dt>
            <dd className="font-semibold text-slate-900">{choice.strVehicleName}</dd>
            <dt className="text-slate-500">{_(/*i18n*/ { id: 'Category' })}</dt>
            <dd className="text-slate-900">{choice.strCategoryName}</dd>
            <dt className="text-slate-500">{scoreLabel}</dt>
            <dd className="font-semibold text-slate-900">{scoreOf(choice)}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
