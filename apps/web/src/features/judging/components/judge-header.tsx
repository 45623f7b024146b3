import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react';
import { formatJudgeId } from '@showgrid/shared/limits';
import { ROUTES } from '@showgrid/shared/paths';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { Button } from '../../../components/button';
import { chosenIdsOf, useJudgeStore } from '../stores/judge-store';
import { OutboxButton } from './outbox-button';

interface JudgeHeaderProps {
  judge: Judge | null;
  onLogout: () => void;
  /** The app's language picker (app/language), placed by the layout: a feature does not reach into app/. */
  languageSelect?: ReactNode;
}

/**
 * SPEC §2 judge header: back link, judge photo, name and Judge ID, Judges Choice button. SPEC hides
 * the back link and Judges Choice offline; PRODUCT wants every judge screen reachable offline, and
 * the tablet keeps what they show (issue 29), so both stay.
 */
export function JudgeHeader({ judge, onLogout, languageSelect }: JudgeHeaderProps) {
  const { _ } = useLingui();
  const { pathname } = useLocation();
  const hasChoices = useJudgeStore((state) => chosenIdsOf(state, state.selectedEventId).length > 0);
  const categoryChosen = useJudgeStore((state) => state.selectedCategoryId !== null);

  const onVehicles = pathname === ROUTES.judgeVehicles;
  const onScoring = pathname === ROUTES.judgeScoring;
  const onChoices = pathname === ROUTES.judgeChoices;
  // On the category page there is no vehicle list to go back to until a category is chosen.
  const backTarget = pathname === ROUTES.judgeCategory && !categoryChosen ? null : onVehicles ? ROUTES.judgeCategory : ROUTES.judgeVehicles;
  const showBack = backTarget !== null;
  const showChoices = hasChoices && !onChoices && !onScoring;

  return (
    <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-6 py-3">
      <div className="flex min-w-0 items-center gap-4">
        {showBack && (
          <Link to={backTarget} className="font-semibold whitespace-nowrap text-red-700 hover:underline">
            ← {onVehicles ? _(/*i18n*/ { id: 'Back to Category' }) : _(/*i18n*/ { id: 'Back to Select Vehicle' })}
          </Link>
        )}
      </div>
      {/* Wraps, right-aligned, where a tablet upright is too narrow for it all in one row. */}
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
        <OutboxButton />
        {showChoices && (
          <Link
            to={ROUTES.judgeChoices}
            className="rounded-md border border-red-600 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {_(/*i18n*/ { id: 'Judges Choice' })}
          </Link>
        )}
        {judge?.profilePicture ? (
          <img src={judge.profilePicture} alt="" className="size-10 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-600"
          >
            {(judge?.strFullName ?? 'J').slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{judge?.strFullName ?? _(/*i18n*/ { id: 'Judge' })}</p>
          {judge && (
            <p className="text-sm whitespace-nowrap text-slate-500">
              {_(/*i18n*/ { id: 'Judge ID: {id}', values: { id: formatJudgeId(judge.intJudgeId) } })}
            </p>
          )}
        </div>
        {languageSelect}
        <Button variant="secondary" onClick={onLogout}>
          {_(/*i18n*/ { id: 'Logout' })}
        </Button>
      </div>
    </header>
  );
}
