import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { Button } from '../../../components/button';
import { LinkButton } from '../../../components/link-button';
import { AwardsSharingCard } from './awards-sharing-card';
import { SelectField } from '../../../components/select-field';
import { getErrorMessage } from '../../../lib/api-errors';
import { downloadResultPdf, downloadResultSpreadsheet } from '../api/download-report';
import { downloadScoreSheets } from '../api/download-score-sheets';
import { useEvent } from '../../../api/events';
import { useEventJudges } from '../../../api/judges';
import { useRanking } from '../api/get-ranking';
import { useJudgeEntries } from '../api/get-score-entries';
import { useTopChoices } from '../api/get-top-choices';
import { useTieBreakParameterNames } from '../api/get-tie-break-parameters';
import { organiserOrdersTies } from '@showgrid/shared/scoring-rules';
import { enrichRows, openTies } from '../lib/result-rows';
import { JudgingNotes } from './judging-notes';
import { RankingRuleNote } from './ranking-rule-note';
import { ResultsTable } from './results-table';
import { TiesSection } from './ties-section';
import { TieOrderDialog } from './tie-order-dialog';
import { VehicleSheetsDialog } from './vehicle-sheets-dialog';
import { PaperEntryDialog, type PaperVehicle } from './paper-entry-dialog';
import { downloadBlankSheet } from '../../../api/blank-sheet';

/** /admin/results/{eventId} (SPEC §2 "Admin results"), with ties the admin orders (PRODUCT "Ties"). */
export function ResultsPage() {
  const { _, i18n } = useLingui();
  const eventId = Number(useParams().eventId);
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const judges = useEventJudges(eventId);
  // null: no category chosen yet; 'all': the All button.
  const [category, setCategory] = useState<number | 'all' | null>(null);
  const [pickedJudge, setPickedJudge] = useState<number | null>(null);
  const [tie, setTie] = useState<RankingRow[] | null>(null);
  const [opened, setOpened] = useState<RankingRow | null>(null);
  const [anonymous, setAnonymous] = useState(false);
  // A judge's paper sheet being entered (ADR 034), opened from a vehicle's judges' sheets.
  const [paper, setPaper] = useState<{ vehicle: PaperVehicle; judgeId: number } | null>(null);
  // A category's judges are its panel (PRODUCT.md "Panels"); All shows every judge of the event.
  const panel = typeof category === 'number' ? event.data?.arrPanels.find((p) => p.intCategoryId === category)?.arrJudges : undefined;
  const judgeChoices = (judges.data ?? []).filter((judge) => !panel || panel.includes(judge.intJudgeId));
  const judgeId = judgeChoices.some((judge) => judge.intJudgeId === pickedJudge) ? pickedJudge : (judgeChoices[0]?.intJudgeId ?? null);

  const ranking = useRanking(eventId, category === 'all' ? null : category, category !== null);
  const entries = useJudgeEntries(eventId, judgeId);
  const choices = useTopChoices(eventId, judgeId);
  const judgeLoading = judgeId !== null && (entries.isPending || choices.isPending);
  const rows = ranking.data ? enrichRows(ranking.data, entries.data, choices.data) : [];
  const ties = ranking.data ? openTies(ranking.data) : [];
  const parameterNames = useTieBreakParameterNames(event.data);

  const categories = event.data?.arrVehicleCategory ?? [];
  const categoryName = categories.find((c) => c.id === category)?.strVehicleCategoryName ?? '';
  const judgeName = judgeChoices.find((judge) => judge.intJudgeId === judgeId)?.strFullName ?? null;
  const panelOf = (categoryId: number) =>
    event.data?.arrPanels.find((p) => p.intCategoryId === categoryId)?.arrJudges ?? (judges.data ?? []).map((judge) => judge.intJudgeId);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6 lg:p-8">
      <header className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void navigate(ROUTES.adminEventList('results'))}>
          ← {_(/*i18n*/ { id: 'Back' })}
        </Button>
        <h1 className="flex-1 text-2xl font-semibold text-slate-900">{event.data?.strEventTitle ?? _(/*i18n*/ { id: 'Event' })}</h1>
        <LinkButton variant="secondary" to={ROUTES.adminVotes(eventId)}>
          {_(/*i18n*/ { id: 'Votes' })}
        </LinkButton>
        <LinkButton variant="secondary" to={ROUTES.adminCoverage(eventId)}>
          {_(/*i18n*/ { id: 'Judging coverage' })}
        </LinkButton>
        <LinkButton variant="secondary" to={ROUTES.adminJudgesChoice(eventId)}>
          {_(/*i18n*/ { id: 'Judges Choice' })}
        </LinkButton>
        <LinkButton variant="secondary" to={ROUTES.awards(eventId)}>
          {_(/*i18n*/ { id: 'Awards screen' })}
        </LinkButton>
        <Button variant="secondary" onClick={() => void downloadResultSpreadsheet(i18n, eventId)}>
          {_(/*i18n*/ { id: 'Download Spreadsheet' })}
        </Button>
        <Button onClick={() => void downloadResultPdf(i18n, eventId)}>{_(/*i18n*/ { id: 'Download Result' })}</Button>
      </header>

      <div className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <Button variant={category === 'all' ? 'primary' : 'secondary'} aria-pressed={category === 'all'} onClick={() => setCategory('all')}>
          {_(/*i18n*/ { id: 'All' })}
        </Button>
        <div className="min-w-56">
          <SelectField
            id="results-category"
            label={_(/*i18n*/ { id: 'Category' })}
            placeholder={_(/*i18n*/ { id: 'Select Category' })}
            value={typeof category === 'number' ? category : ''}
            options={categories.map((c) => ({ value: c.id, label: c.strVehicleCategoryName }))}
            onChange={(change) => setCategory(change.target.value === '' ? null : Number(change.target.value))}
          />
        </div>
        <div className="min-w-56">
          <SelectField
            id="results-judge"
            label={_(/*i18n*/ { id: 'Judge' })}
            placeholder={_(/*i18n*/ { id: 'Select Judge' })}
            value={judgeId ?? ''}
            options={judgeChoices.map((j) => ({ value: j.intJudgeId, label: j.strFullName }))}
            onChange={(change) => setPickedJudge(change.target.value === '' ? null : Number(change.target.value))}
          />
        </div>
        {typeof category === 'number' && (
          <div className="ms-auto flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-red-600"
                checked={anonymous}
                onChange={(change) => setAnonymous(change.target.checked)}
              />
              {_(/*i18n*/ { id: 'Judges as Judge 1, 2, …' })}
            </label>
            <Button variant="secondary" onClick={() => void downloadScoreSheets(i18n, eventId, { categoryId: category }, anonymous)}>
              {_(/*i18n*/ { id: 'Download Score Sheets' })}
            </Button>
            {judgeId !== null && (
              <Button
                variant="secondary"
                aria-label={_(
                  /*i18n*/ {
                    id: 'Blank judging sheet for {judge}, {category}',
                    values: { judge: judgeName ?? _(/*i18n*/ { id: 'the judge' }), category: categoryName },
                  },
                )}
                onClick={() => void downloadBlankSheet({ eventId, categoryId: category, categoryName, judgeId })}
              >
                {_(/*i18n*/ { id: 'Blank judging sheet' })}
              </Button>
            )}
          </div>
        )}
      </div>

      {event.data && <RankingRuleNote event={event.data} parameterNames={parameterNames} />}
      <TiesSection ties={ties} organiserOrders={!event.data || organiserOrdersTies(event.data.arrTieBreak)} onOrder={setTie} />

      <ResultsTable
        rows={rows}
        event={event.data}
        showCategory={category === 'all'}
        state={
          category === null
            ? _(/*i18n*/ { id: 'Please choose a category' })
            : ranking.isPending
              ? _(/*i18n*/ { id: 'Fetching Result...' })
              : ranking.isError
                ? getErrorMessage(ranking.error, _(/*i18n*/ { id: 'Failed to fetch scores.' }))
                : null
        }
        judgeLoading={judgeLoading}
        judgeName={judgeName}
        onOpen={setOpened}
      />
      <JudgingNotes eventId={eventId} />
      <AwardsSharingCard eventId={eventId} />
      {tie && <TieOrderDialog eventId={eventId} tie={tie} onClose={() => setTie(null)} />}
      {opened && event.data && (
        <VehicleSheetsDialog
          eventId={eventId}
          row={opened}
          panel={panelOf(opened.intCategoryId)}
          judges={judges.data ?? []}
          scoring={{ rule: event.data.strScoringRule, dropMinJudges: event.data.intDropMinJudges }}
          timeZone={event.data.strTimeZone}
          onEnterPaper={(paperJudge) => {
            setPaper({
              vehicle: {
                id: opened.intVehicleId,
                name: opened.strVehicleName,
                uniqueId: opened.strUniqueId,
                categoryId: opened.intCategoryId,
              },
              judgeId: paperJudge,
            });
            setOpened(null);
          }}
          onClose={() => setOpened(null)}
        />
      )}
      {paper && <PaperEntryDialog eventId={eventId} vehicle={paper.vehicle} judgeId={paper.judgeId} onClose={() => setPaper(null)} />}
    </div>
  );
}
