import { useState } from 'react';
import { scoreText } from '@showgrid/shared/score-text';
import type { ScoreConflict, ScoreEntry } from '@showgrid/shared/schemas/score';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { useEvent } from '../../../api/events';
import { useEventJudges } from '../../../api/judges';
import { getErrorMessage } from '../../../lib/api-errors';
import { usePaperSheetData } from '../api/get-paper-sheet-data';
import { PaperSheetForm } from './paper-sheet-form';

/** The car a paper sheet is for, as the results page and the coverage page know it. */
export interface PaperVehicle {
  id: number;
  name: string;
  uniqueId: string | null;
  categoryId: number;
}

export interface PaperEntryProps {
  eventId: number;
  vehicle: PaperVehicle;
  /** The judge to start with (a coverage cell, a sheet of the judges' sheets dialog). */
  judgeId?: number;
  onClose: () => void;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** What the judge's kept sheet is, and what saving does to it. */
function keptNotice(entry: ScoreEntry, judgeName: string): string {
  const total = scoreText(entry.intTotalScore, entry.intMaxScore);
  if (entry.blnFromPaper) {
    const by = entry.strEnteredByName ? ` by ${entry.strEnteredByName}` : '';
    return `${judgeName}’s paper sheet was entered${by} (${when(entry.dtSavedAt)}, ${total}). Saving changes it.`;
  }
  return `${judgeName} already has a sheet for this car from the tablet (${when(entry.dtSavedAt)}, ${total}). Saving the paper sheet replaces it; the tablet’s sheet stays in the audit log.`;
}

/** A tablet's sheet that came after the paper one and was set aside (ADR 034). */
const CONFLICT_NOTICE =
  'The judge’s tablet sent a different sheet for this car after it was entered from paper. It was set aside, not applied: under Score conflicts on the results page, Resolve keeps the paper sheet and Apply takes the tablet’s.';

/**
 * The chief judge types in a judge's paper sheet when the tablet died (ADR 034, issue 29): choose
 * the judge (of the car's category panel), then the scores or deductions, note and judges' choice,
 * saved as that judge's sheet marked Entered from paper. Reached from the results page (the
 * judges' sheets of a car) and the coverage page (a car's cell of a judge).
 */
export function PaperEntryDialog({ eventId, vehicle, judgeId: initialJudge, onClose }: PaperEntryProps) {
  const event = useEvent(eventId);
  const judges = useEventJudges(eventId);
  const panel = event.data?.arrPanels.find((p) => p.intCategoryId === vehicle.categoryId)?.arrJudges;
  const choices = (judges.data ?? []).filter((judge) => !panel || panel.includes(judge.intJudgeId));
  const [judgeId, setJudgeId] = useState<number | null>(initialJudge ?? null);
  const { parameters, entry, conflicts } = usePaperSheetData(eventId, vehicle.id, judgeId);
  const judgeName = choices.find((judge) => judge.intJudgeId === judgeId)?.strFullName ?? 'The judge';
  const deduction = event.data?.strScoringRule === 'deduction';
  const setAside = (conflicts.data ?? []).filter(
    (c: ScoreConflict) => !c.blnResolved && c.blnKeptFromPaper && c.intVehicleId === vehicle.id && c.intJudgeId === judgeId,
  );
  const loadError = event.error ?? parameters.error ?? entry.error;
  const ready = event.data && parameters.data && (judgeId === null || entry.data !== undefined);

  return (
    <Modal
      open
      title={`Enter paper sheet: ${[vehicle.uniqueId, vehicle.name].filter(Boolean).join(' · ')}`}
      onClose={onClose}
      widthClass="w-[min(94vw,40rem)]"
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          When a judge’s tablet dies, type in their paper sheet here. It is saved as the judge’s own sheet, marked{' '}
          <strong>Entered from paper</strong>, under the same rules as the tablet’s, and the audit log names you.
        </p>
        <SelectField
          id="paper-judge"
          label="Judge"
          placeholder="Select Judge"
          value={judgeId ?? ''}
          options={choices.map((judge) => ({ value: judge.intJudgeId, label: judge.strFullName }))}
          onChange={(change) => setJudgeId(change.target.value === '' ? null : Number(change.target.value))}
        />
        {loadError ? (
          <p role="alert" className="text-sm text-red-600">
            {getErrorMessage(loadError, 'Could not load the sheet.')}
          </p>
        ) : !ready ? (
          <Spinner label="Loading the sheet" />
        ) : judgeId === null ? (
          <p className="text-sm text-slate-600">Choose the judge whose paper sheet this is.</p>
        ) : (
          <>
            {entry.data && (
              <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {keptNotice(entry.data, judgeName)}
              </p>
            )}
            {setAside.length > 0 && (
              <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {CONFLICT_NOTICE}
              </p>
            )}
            <PaperSheetForm
              // A new judge, or their kept sheet changing, starts the form again from it.
              key={`${String(judgeId)}-${entry.data?.dtSavedAt ?? 'none'}`}
              target={{ eventId, vehicleId: vehicle.id, judgeId }}
              judgeName={judgeName}
              parameters={(parameters.data ?? []).map((p) => ({ id: p.id, title: p.strParameterTitle, limit: p.intScoreLimit }))}
              deduction={deduction}
              reasons={event.data?.arrDeductionReasons ?? []}
              entry={entry.data ?? undefined}
              onCancel={onClose}
              onSaved={onClose}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
