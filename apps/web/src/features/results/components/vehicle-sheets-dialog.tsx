import { useState } from 'react';
import type { Judge } from '@showgrid/shared/schemas/judge';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import type { ScoringSettings } from '@showgrid/shared/scoring-rules';
import { rankText, scoreText } from '@showgrid/shared/score-text';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { downloadScoreSheets } from '../api/download-score-sheets';
import { useVehicleSheetsData } from '../api/get-vehicle-sheets-data';
import { judgesText } from '../lib/ranking-rule';
import { judgeSheets, type JudgeSheet } from '../lib/judge-sheets';

interface VehicleSheetsDialogProps {
  eventId: number;
  row: RankingRow;
  /** The judges of the vehicle's category (its panel, or every judge of the event). */
  panel: readonly number[];
  judges: readonly Judge[];
  /** The event's rule: the sheets drop high and low leaves out are marked. */
  scoring: Pick<ScoringSettings, 'rule' | 'dropMinJudges'>;
  /** Opens the paper-entry form for this vehicle and judge (ADR 034). */
  onEnterPaper: (judgeId: number) => void;
  onClose: () => void;
}

const STATE_LABELS: Record<JudgeSheet['state'], string> = {
  scored: 'Scored',
  'stepped-aside': 'Stepped aside',
  waiting: 'Waiting',
};

const when = (iso: string) => new Date(iso).toLocaleString();

export const LEFT_OUT = "Not counted: under Drop high and low the vehicle's highest and lowest judge totals are left out.";
/** The standard minus sign, as the tablet and the score sheets show a deduction. */
const MINUS = '−';

const badge = (tone: string) => `rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`;

function SheetCard({ sheet, onEnterPaper }: { sheet: JudgeSheet; onEnterPaper: (judgeId: number) => void }) {
  const { entry } = sheet;
  const paperBy = entry?.blnFromPaper ? `Entered from paper${entry.strEnteredByName ? ` by ${entry.strEnteredByName}` : ''}` : null;
  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-label={`${sheet.name}'s sheet`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{sheet.name}</h3>
        {sheet.code && <span className="text-xs text-slate-500">{sheet.code}</span>}
        <span className={badge('bg-slate-100 text-slate-700')}>{STATE_LABELS[sheet.state]}</span>
        {!sheet.onPanel && <span className={badge('bg-amber-100 text-amber-900')}>Off panel</span>}
        {entry?.blnTopChoice && <span className={badge('bg-red-100 text-red-800')}>Judges Choice</span>}
        {entry?.blnFromPaper && <span className={badge('bg-sky-100 text-sky-900')}>Entered from paper</span>}
        {sheet.leftOut && <span className={badge('bg-slate-200 text-slate-800')}>Not counted</span>}
        {sheet.onPanel && sheet.state !== 'stepped-aside' && (
          <Button
            variant="secondary"
            className="ml-auto px-3! py-1.5!"
            aria-label={`Enter paper sheet for ${sheet.name}`}
            onClick={() => onEnterPaper(sheet.judgeId)}
          >
            Enter paper sheet
          </Button>
        )}
      </div>
      {sheet.leftOut && <p className="mt-2 text-sm text-slate-600">{LEFT_OUT}</p>}
      {sheet.state === 'stepped-aside' && sheet.recusal?.strReason && (
        <p className="mt-2 text-sm text-slate-600">Reason: {sheet.recusal.strReason}</p>
      )}
      {entry && (
        <>
          <table className="mt-3 w-full text-left text-sm" aria-label={`${sheet.name}'s scores`}>
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-1">
                  Parameter
                </th>
                <th scope="col" className="py-1 text-right">
                  Score
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entry.arrParameterWiseScore.flatMap((score) => [
                <tr key={score.intParameterId}>
                  <th scope="row" className="py-1 font-normal text-slate-800">
                    {score.strParameterTitle}
                    {score.blnRetired && <span className="ml-2 text-xs text-slate-500">(retired since)</span>}
                  </th>
                  <td className="py-1 text-right text-slate-900">{scoreText(score.intScore, score.intScoreLimit)}</td>
                </tr>,
                // A deduction sheet's deductions under their parameter, with their reasons (ADR 029).
                ...(entry.objParameterWiseDeductions[String(score.intParameterId)] ?? []).map((deduction, index) => (
                  <tr key={`${String(score.intParameterId)}-d${String(index)}`} className="text-slate-600">
                    <td className="py-0.5 pl-4 text-sm">
                      {[`${MINUS}${String(deduction.intPoints)}`, deduction.strReason].filter(Boolean).join(' ')}
                    </td>
                    <td />
                  </tr>
                )),
              ])}
              <tr>
                <th scope="row" className="py-1 font-semibold text-slate-900">
                  Total
                </th>
                <td className="py-1 text-right font-semibold text-slate-900">{scoreText(entry.intTotalScore, entry.intMaxScore)}</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-2 text-sm text-slate-800">
            <span className="font-medium text-slate-500">Special Note: </span>
            {entry.strSpecialNote || '—'}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            Last edited {when(entry.dtEditedAt)}
            {paperBy && ` · ${paperBy}`}
          </p>
        </>
      )}
    </li>
  );
}

/** A vehicle's judges' sheets for the organiser: each judge's scores per parameter, note, pick, or why there is none. */
export function VehicleSheetsDialog({ eventId, row, panel, judges, scoring, onEnterPaper, onClose }: VehicleSheetsDialogProps) {
  const { entries, recusals } = useVehicleSheetsData(eventId, row.intVehicleId);
  const [anonymous, setAnonymous] = useState(false);
  const error = entries.error ?? recusals.error;
  const sheets =
    entries.data && recusals.data ? judgeSheets({ entries: entries.data, recusals: recusals.data, panel, judges, scoring }) : null;

  return (
    <Modal open title={`Judges' sheets: ${row.strVehicleName}`} onClose={onClose} widthClass="w-[min(94vw,44rem)]">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {[row.strUniqueId, row.strCategoryName, `Rank ${rankText(row.intRank)}`].filter(Boolean).join(' · ')}
          {row.strTotalScore && ` · ${row.strTotalScore} from ${judgesText(row)}`}
        </p>
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-red-600"
              checked={anonymous}
              onChange={(change) => setAnonymous(change.target.checked)}
            />
            Show judges as Judge 1, 2, … (for the entrant)
          </label>
          <Button
            variant="secondary"
            onClick={() => void downloadScoreSheets(eventId, { vehicleId: row.intVehicleId, uniqueId: row.strUniqueId }, anonymous)}
          >
            Download Score Sheet
          </Button>
        </div>
        {error ? (
          <p className="text-sm text-red-600">{getErrorMessage(error, 'Failed to fetch scores.')}</p>
        ) : sheets === null ? (
          <Spinner label="Loading the sheets" />
        ) : sheets.length === 0 ? (
          <p className="text-sm text-slate-600">No judges for this category yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {sheets.map((sheet) => (
              <SheetCard key={sheet.judgeId} sheet={sheet} onEnterPaper={onEnterPaper} />
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
