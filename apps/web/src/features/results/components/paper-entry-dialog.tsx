import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { english } from '@showgrid/shared/i18n/english';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { scoreShown, scoreText } from '@showgrid/shared/score-text';
import type { ScoreConflict, ScoreEntry } from '@showgrid/shared/schemas/score';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { useEvent } from '../../../api/events';
import { useEventJudges } from '../../../api/judges';
import { getErrorMessage } from '../../../lib/api-errors';
import { usePaperSheetData } from '../api/get-paper-sheet-data';
import { momentText } from '../lib/moment';
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

/** What the judge's kept sheet is, and what saving does to it. */
function keptNotice(i18n: I18n, entry: ScoreEntry, judgeName: string, timeZone: string | undefined): string {
  const values = {
    judge: judgeName,
    when: momentText(i18n, entry.dtSavedAt, timeZone),
    total: scoreShown(i18n, scoreText(entry.intTotalScore, entry.intMaxScore)),
  };
  if (entry.blnFromPaper) {
    return entry.strEnteredByName
      ? i18n._(
          /*i18n*/ {
            id: '{judge}’s paper sheet was entered by {name} ({when}, {total}). Saving changes it.',
            values: { ...values, name: entry.strEnteredByName },
          },
        )
      : i18n._(/*i18n*/ { id: '{judge}’s paper sheet was entered ({when}, {total}). Saving changes it.', values });
  }
  return i18n._(
    /*i18n*/ {
      id: '{judge} already has a sheet for this car from the tablet ({when}, {total}). Saving the paper sheet replaces it; the tablet’s sheet stays in the audit log.',
      values,
    },
  );
}

/** A tablet's sheet that came after the paper one and was set aside (ADR 034). */
const CONFLICT_NOTICE = english(
  /*i18n*/ {
    id: 'The judge’s tablet sent a different sheet for this car after it was entered from paper. It was set aside, not applied: under Score conflicts on the results page, Resolve keeps the paper sheet and Apply takes the tablet’s.',
  },
);

/**
 * The chief judge types in a judge's paper sheet when the tablet died (ADR 034, issue 29): choose
 * the judge (of the car's category panel), then the scores or deductions, note and judges' choice,
 * saved as that judge's sheet marked Entered from paper. Reached from the results page (the
 * judges' sheets of a car) and the coverage page (a car's cell of a judge).
 */
export function PaperEntryDialog({ eventId, vehicle, judgeId: initialJudge, onClose }: PaperEntryProps) {
  const { _, i18n } = useLingui();
  const event = useEvent(eventId);
  const judges = useEventJudges(eventId);
  const panel = event.data?.arrPanels.find((p) => p.intCategoryId === vehicle.categoryId)?.arrJudges;
  const choices = (judges.data ?? []).filter((judge) => !panel || panel.includes(judge.intJudgeId));
  const [judgeId, setJudgeId] = useState<number | null>(initialJudge ?? null);
  const { parameters, entry, conflicts } = usePaperSheetData(eventId, vehicle.id, judgeId);
  const judgeName = choices.find((judge) => judge.intJudgeId === judgeId)?.strFullName ?? _(/*i18n*/ { id: 'The judge' });
  const deduction = event.data?.strScoringRule === 'deduction';
  const setAside = (conflicts.data ?? []).filter(
    (c: ScoreConflict) => !c.blnResolved && c.blnKeptFromPaper && c.intVehicleId === vehicle.id && c.intJudgeId === judgeId,
  );
  const loadError = event.error ?? parameters.error ?? entry.error;
  const ready = event.data && parameters.data && (judgeId === null || entry.data !== undefined);

  return (
    <Modal
      open
      title={_(
        /*i18n*/ { id: 'Enter paper sheet: {vehicle}', values: { vehicle: [vehicle.uniqueId, vehicle.name].filter(Boolean).join(' · ') } },
      )}
      onClose={onClose}
      widthClass="w-[min(94vw,40rem)]"
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          <Trans
            id="When a judge’s tablet dies, type in their paper sheet here. It is saved as the judge’s own sheet, marked <0>Entered from paper</0>, under the same rules as the tablet’s, and the audit log names you."
            components={{ 0: <strong /> }}
          />
        </p>
        <SelectField
          id="paper-judge"
          label={_(/*i18n*/ { id: 'Judge' })}
          placeholder={_(/*i18n*/ { id: 'Select Judge' })}
          value={judgeId ?? ''}
          options={choices.map((judge) => ({ value: judge.intJudgeId, label: judge.strFullName }))}
          onChange={(change) => setJudgeId(change.target.value === '' ? null : Number(change.target.value))}
        />
        {loadError ? (
          <p role="alert" className="text-sm text-red-600">
            {getErrorMessage(loadError, _(/*i18n*/ { id: 'Could not load the sheet.' }))}
          </p>
        ) : !ready ? (
          <Spinner label={_(/*i18n*/ { id: 'Loading the sheet' })} />
        ) : judgeId === null ? (
          <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'Choose the judge whose paper sheet this is.' })}</p>
        ) : (
          <>
            {entry.data && (
              <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {keptNotice(i18n, entry.data, judgeName, event.data?.strTimeZone)}
              </p>
            )}
            {setAside.length > 0 && (
              <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {translated(i18n, CONFLICT_NOTICE)}
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
