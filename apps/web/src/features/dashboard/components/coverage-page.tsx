import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { ROUTES } from '@showgrid/shared/paths';
import type { CoverageCategory, CoverageState, CoverageVehicle } from '@showgrid/shared/schemas/coverage';
import { EmptyMessage } from '../../../components/empty-message';
import { LinkButton } from '../../../components/link-button';
import { AdminPage } from '../../../components/section-card';
import { FullPageSpinner } from '../../../components/spinner';
import { downloadBlankSheet } from '../../../api/blank-sheet';
import { useEvent } from '../../../api/events';
import { getDashboard, useDashboard } from '../api/get-dashboard';
import { coverageKeys, useCoverage } from '../api/get-coverage';
import { scoreShown } from '@showgrid/shared/score-text';
import { useDashboardSocket } from '../lib/use-dashboard-socket';
import { ConnectionBadge } from './connection-badge';

const REFRESH_MS = 3000;

/** The paper-entry form (the results feature's, composed in by app/: features do not import each other). */
export interface CoveragePaperEntryProps {
  eventId: number;
  vehicle: { id: number; name: string; uniqueId: string | null; categoryId: number };
  judgeId?: number;
  onClose: () => void;
}

/** A cell a paper sheet is entered for: the car of a category and a judge of its panel. */
interface PaperCell {
  vehicle: CoveragePaperEntryProps['vehicle'];
  judgeId: number;
}

interface CoveragePageProps {
  /** With it, each cell of a panel judge opens the form to enter that judge's paper sheet for the car (ADR 034). */
  PaperEntry?: ComponentType<CoveragePaperEntryProps>;
}

/**
 * /admin/coverage/{eventId} (PRODUCT.md "Coverage"): for the chief judge, per category, which Paid
 * vehicles still wait for which judge of its panel, least-covered first. Live: every message of
 * the event's /ws/dashboard (sent after each score, recusal, panel or vehicle change) refetches it,
 * at most every few seconds.
 */
export function CoveragePage({ PaperEntry }: CoveragePageProps) {
  const { _ } = useLingui();
  const eventId = Number(useParams().eventId);
  const [paper, setPaper] = useState<PaperCell | null>(null);
  const event = useEvent(eventId);
  const coverage = useCoverage(eventId);
  const queryClient = useQueryClient();
  const [waitingOnly, setWaitingOnly] = useState(false);

  const renewToken = useCallback(() => getDashboard(eventId), [eventId]);
  const state = useDashboardSocket(eventId, renewToken);
  // Refetched after a change, at most once per REFRESH_MS: in a busy hour the socket pushes every
  // 250 ms, and a grid of 800 vehicles × 30 judges is a large answer.
  const changedAt = useDashboard(eventId).dataUpdatedAt;
  const lastRefresh = useRef(0);
  useEffect(() => {
    if (changedAt === 0) return;
    const timer = setTimeout(
      () => {
        lastRefresh.current = Date.now();
        void queryClient.invalidateQueries({ queryKey: coverageKeys.event(eventId) });
      },
      Math.max(0, lastRefresh.current + REFRESH_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [changedAt, eventId, queryClient]);

  return (
    <AdminPage
      title={_(/*i18n*/ { id: 'Judging coverage' })}
      description={[
        _(
          /*i18n*/ {
            id: '{event} · Paid vehicles × the judges of each category’s panel, least-covered first.',
            values: { event: event.data?.strEventTitle ?? _(/*i18n*/ { id: 'Event' }) },
          },
        ),
        PaperEntry
          ? _(
              /*i18n*/ {
                id: 'A judge’s tablet died? Print their blank sheet from the column heading, then select a cell to enter the paper sheet.',
              },
            )
          : '',
      ]
        .filter(Boolean)
        .join(' ')}
      status={<ConnectionBadge state={state} />}
      aside={
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-red-600"
              checked={waitingOnly}
              onChange={(change) => setWaitingOnly(change.target.checked)}
            />
            {_(/*i18n*/ { id: 'Only vehicles still waiting' })}
          </label>
          <LinkButton variant="secondary" to={ROUTES.adminResults(eventId)}>
            {_(/*i18n*/ { id: 'Results' })}
          </LinkButton>
        </div>
      }
    >
      {coverage.isError ? (
        <p className="text-red-600">{_(/*i18n*/ { id: 'Failed to fetch the judging coverage.' })}</p>
      ) : !coverage.data ? (
        <FullPageSpinner />
      ) : coverage.data.arrCategories.length === 0 ? (
        <EmptyMessage text={_(/*i18n*/ { id: 'No categories in this event.' })} />
      ) : (
        coverage.data.arrCategories.map((category) => (
          <CategoryGrid
            key={category.intCategoryId}
            eventId={eventId}
            category={category}
            waitingOnly={waitingOnly}
            onPaper={PaperEntry ? setPaper : undefined}
          />
        ))
      )}
      {PaperEntry && paper && (
        // The form may still be downloading (its own chunk): the grid stays while it does.
        <Suspense fallback={null}>
          <PaperEntry eventId={eventId} vehicle={paper.vehicle} judgeId={paper.judgeId} onClose={() => setPaper(null)} />
        </Suspense>
      )}
    </AdminPage>
  );
}

interface CategoryGridProps {
  eventId: number;
  category: CoverageCategory;
  waitingOnly: boolean;
  /** Opens the paper-entry form for a cell; without it cells only show where the sheets stand. */
  onPaper: ((cell: PaperCell) => void) | undefined;
}

function CategoryGrid({ eventId, category, waitingOnly, onPaper }: CategoryGridProps) {
  const { _, i18n } = useLingui();
  const headingId = `coverage-${String(category.intCategoryId)}`;
  const cells = category.intScoredCells + category.intSteppedAsideCells + category.intWaitingCells;
  const rows = waitingOnly ? category.arrVehicles.filter((vehicle) => vehicle.intWaitingCount > 0) : category.arrVehicles;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {category.strCategoryName}
        </h2>
        <p className="text-sm text-slate-600">
          {_(
            /*i18n*/ {
              id: '{scored} of {cells, plural, one {# sheet} other {# sheets}} scored · {aside} stepped aside · {waiting} waiting',
              values: {
                scored: i18n.number(category.intScoredCells),
                cells,
                aside: i18n.number(category.intSteppedAsideCells),
                waiting: i18n.number(category.intWaitingCells),
              },
            },
          )}
        </p>
      </div>
      {category.arrVehicles.length === 0 ? (
        <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No Paid vehicles in this category.' })}</p>
      ) : category.arrJudges.length === 0 ? (
        <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No judge judges this category: map judges to the event.' })}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'Every vehicle has all its sheets.' })}</p>
      ) : (
        <div className="overflow-x-auto">
          <table
            aria-label={_(/*i18n*/ { id: 'Coverage of {category}', values: { category: category.strCategoryName } })}
            className="w-full text-start text-sm"
          >
            <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pe-4">
                  {_(/*i18n*/ { id: 'Vehicle' })}
                </th>
                {category.arrJudges.map((judge) => (
                  <th key={judge.intJudgeId} scope="col" className="px-2 py-2 text-center">
                    {judge.strFullName}
                    {!judge.blnOnPanel && (
                      <span className="block font-normal normal-case text-amber-700"> {_(/*i18n*/ { id: 'off panel' })}</span>
                    )}
                    {judge.blnOnPanel && onPaper && (
                      <button
                        type="button"
                        aria-label={_(
                          /*i18n*/ {
                            id: 'Blank sheet for {judge}, {category}',
                            values: { judge: judge.strFullName, category: category.strCategoryName },
                          },
                        )}
                        className="mt-1 block w-full font-normal tracking-normal text-red-700 normal-case underline underline-offset-2 hover:text-red-800"
                        onClick={() =>
                          void downloadBlankSheet({
                            eventId,
                            categoryId: category.intCategoryId,
                            categoryName: category.strCategoryName,
                            judgeId: judge.intJudgeId,
                          })
                        }
                      >
                        {_(/*i18n*/ { id: 'Blank sheet' })}
                      </button>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((vehicle) => (
                <VehicleRow key={vehicle.intVehicleId} vehicle={vehicle} category={category} onPaper={onPaper} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function VehicleRow({
  vehicle,
  category,
  onPaper,
}: {
  vehicle: CoverageVehicle;
  category: CoverageCategory;
  onPaper: CategoryGridProps['onPaper'];
}) {
  const { _, i18n } = useLingui();
  const carName = [vehicle.strVehicleId, vehicle.strVehicleName].filter(Boolean).join(' · ');
  const judgeOf = (judgeId: number) => category.arrJudges.find((judge) => judge.intJudgeId === judgeId);
  return (
    <tr>
      <th scope="row" className="py-2 pe-4 font-normal">
        <span className="font-medium text-slate-900">{carName}</span>
        <span className="block text-xs text-slate-500">{vehicle.strRegistrationNo}</span>
      </th>
      {vehicle.arrCells.map((cell) => {
        const judge = judgeOf(cell.intJudgeId);
        // A judge of the panel who has not stepped aside: their paper sheet can be entered here.
        const enter = onPaper && judge?.blnOnPanel && cell.strState !== 'stepped-aside';
        return (
          <td key={cell.intJudgeId} className="px-2 py-2 text-center">
            {enter ? (
              <button
                type="button"
                aria-label={_(
                  /*i18n*/ {
                    id: '{state}: enter paper sheet of {judge} for {vehicle}',
                    values: { state: cellText(i18n, cell.strState, cell.strTotalScore), judge: judge.strFullName, vehicle: carName },
                  },
                )}
                title={_(/*i18n*/ { id: 'Enter paper sheet' })}
                className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-500"
                onClick={() =>
                  onPaper({
                    vehicle: {
                      id: vehicle.intVehicleId,
                      name: vehicle.strVehicleName,
                      uniqueId: vehicle.strVehicleId,
                      categoryId: category.intCategoryId,
                    },
                    judgeId: cell.intJudgeId,
                  })
                }
              >
                <Cell state={cell.strState} score={cell.strTotalScore} />
              </button>
            ) : (
              <Cell state={cell.strState} score={cell.strTotalScore} />
            )}
          </td>
        );
      })}
    </tr>
  );
}

const CELL_STYLE: Record<CoverageState, string> = {
  scored: 'bg-green-100 text-green-800',
  'stepped-aside': 'bg-slate-100 text-slate-600',
  waiting: 'bg-amber-100 text-amber-900',
};

function cellText(i18n: I18n, state: CoverageState, score: string | null): string {
  if (state === 'stepped-aside') return i18n._(/*i18n*/ { id: 'Stepped aside' });
  if (state === 'waiting') return i18n._(/*i18n*/ { id: 'Waiting' });
  return score === null
    ? i18n._(/*i18n*/ { id: 'Scored' })
    : i18n._(/*i18n*/ { id: 'Scored {score}', values: { score: scoreShown(i18n, score) } });
}

function Cell({ state, score }: { state: CoverageState; score: string | null }) {
  const { i18n } = useLingui();
  const text = cellText(i18n, state, score);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${CELL_STYLE[state]}`}>{text}</span>
  );
}
